/**
 * A store page's address (`/shops/{slug}`), made from the shop's name. Letters of any script are
 * kept, so a Burmese name gives a Burmese slug that reads as the name in the address bar (browsers
 * show it decoded); everything else becomes a single hyphen. Pure, shared by server and SPA.
 */

export const SLUG_MAX_LENGTH = 60;

/** Letters and combining marks of any script, and digits, in hyphen-separated runs. */
export const SLUG_PATTERN = '^[\\p{L}\\p{M}\\p{N}]+(-[\\p{L}\\p{M}\\p{N}]+)*$';

/** Words the site's own routes use under `/shops/` or that would read as a page of ours. */
export const RESERVED_SLUGS: readonly string[] = ['new', 'edit', 'search', 'categories', 'admin'];

export function slugify(name: string): string {
  const runs = name
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((run) => run !== '');
  let slug = '';
  for (const run of runs) {
    const next = slug === '' ? run : `${slug}-${run}`;
    if ([...next].length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  const first = runs[0];
  if (slug === '' && first !== undefined) slug = [...first].slice(0, SLUG_MAX_LENGTH).join('');
  return slug;
}

/** Whether `slug` may be used as typed (the server also checks that no other shop has it). */
export function isValidSlug(slug: string): boolean {
  return (
    [...slug].length <= SLUG_MAX_LENGTH &&
    new RegExp(SLUG_PATTERN, 'u').test(slug) &&
    slug === slug.toLowerCase() &&
    !RESERVED_SLUGS.includes(slug)
  );
}

/** The next candidate when `slug` is taken: `shop` → `shop-2` → `shop-3`. */
export function nextSlug(slug: string, attempt: number): string {
  const suffix = `-${attempt}`;
  return [...slug].slice(0, SLUG_MAX_LENGTH - suffix.length).join('') + suffix;
}
