/**
 * The brief a merchant writes to ask for a design: its total at the catalogue's prices, what the
 * form checks before sending (the server checks again), and the request it sends. Pure.
 */
import { DESIGN_LIMITS, type CreateDesignRequest, type DesignCatalogue } from '@contract/designs';

/** What the brief's form holds (the logo file stays with the form, never in the store). */
export interface BriefForm {
  product: string;
  extras: string[];
  brief: string;
  /** `#rrggbb` each, as `<input type="color">` gives them. */
  colours: string[];
}

/** Pure: the product's price and its extras', MMK (what the request will keep). */
export function briefTotal(
  catalogue: DesignCatalogue,
  form: Pick<BriefForm, 'product' | 'extras'>,
) {
  const product = catalogue.products.find((p) => p.code === form.product)?.price ?? 0;
  return catalogue.extras
    .filter((extra) => form.extras.includes(extra.code))
    .reduce((sum, extra) => sum + extra.price, product);
}

/** The message key of each problem. */
export type BriefProblems = { brief?: 'designs.brief.briefRequired' };

/** Pure: what stops the brief from being sent, by field (empty: nothing). */
export function briefProblems(form: BriefForm): BriefProblems {
  return form.brief.trim() === '' ? { brief: 'designs.brief.briefRequired' } : {};
}

/** Pure: the request the brief sends: the text trimmed, at most `DESIGN_LIMITS.colours` colours. */
export function briefRequest(form: BriefForm): CreateDesignRequest {
  return {
    product: form.product,
    extras: [...form.extras],
    brief: form.brief.trim(),
    colours: form.colours.slice(0, DESIGN_LIMITS.colours).map((colour) => colour.toLowerCase()),
  };
}

/** Pure: a logo file told apart from another one (its name, size and date), for the retry's key. */
export function logoSignature(logo: { name: string; size: number; lastModified: number } | null) {
  return logo === null ? null : `${logo.name}:${logo.size}:${logo.lastModified}`;
}

/** The fields of the brief's form where the server's words can be shown. */
export const BRIEF_FIELDS = ['product', 'extras', 'brief', 'colours', 'logo'] as const;

/**
 * Pure: a refusal as a form shows it: each field error at its field of the form (`colours.2` at
 * `colours`), and the server's message on its own when no field of the form can show it.
 */
export function refusalAt(
  fields: readonly string[],
  failure: { fieldErrors: Record<string, string>; message: string },
): { fieldErrors: Record<string, string>; error: string | null } {
  const fieldErrors: Record<string, string> = {};
  let elsewhere = false;
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    const field = key.split('.')[0] ?? key;
    if (!fields.includes(field)) {
      elsewhere = true;
      continue;
    }
    fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${message}` : message;
  }
  const shown = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, error: elsewhere || !shown ? failure.message : null };
}
