import { isValidSlug, nextSlug, slugify, SLUG_MAX_LENGTH } from './slug';

describe('store slugs', () => {
  it('lower-cases English names and joins words with single hyphens', () => {
    expect(slugify('Shwe Taung Tea House')).toBe('shwe-taung-tea-house');
    expect(slugify("  Ko Ko's  Phone & Repair!! ")).toBe('ko-ko-s-phone-repair');
  });

  it('keeps Burmese letters and marks, so the address reads as the name', () => {
    expect(slugify('ရွှေတောင် လက်ဖက်ရည်ဆိုင်')).toBe('ရွှေတောင်-လက်ဖက်ရည်ဆိုင်');
    expect(slugify('မြို့ပြ Mart ၂၄')).toBe('မြို့ပြ-mart-၂၄');
  });

  it('gives an empty slug for a name with no letters or digits (the server then asks for one)', () => {
    expect(slugify('!!! ***')).toBe('');
  });

  it('cuts long names at a word boundary within the maximum length', () => {
    const slug = slugify('word '.repeat(30));
    expect([...slug].length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('word-word')).toBe(true);
  });

  it('accepts only what slugify could make, and no reserved word', () => {
    expect(isValidSlug('shwe-taung')).toBe(true);
    expect(isValidSlug('ရွှေတောင်')).toBe(true);
    expect(isValidSlug('Shwe-Taung')).toBe(false);
    expect(isValidSlug('shwe--taung')).toBe(false);
    expect(isValidSlug('-shwe')).toBe(false);
    expect(isValidSlug('shwe/taung')).toBe(false);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('categories')).toBe(false);
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  });

  it('numbers a taken slug, still within the maximum length', () => {
    expect(nextSlug('shwe-taung', 2)).toBe('shwe-taung-2');
    expect([...nextSlug('a'.repeat(SLUG_MAX_LENGTH), 12)].length).toBe(SLUG_MAX_LENGTH);
    expect(nextSlug('a'.repeat(SLUG_MAX_LENGTH), 12).endsWith('a-12')).toBe(true);
  });
});
