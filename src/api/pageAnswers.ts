/**
 * The answers a page rendered per request arrived with (`#page-data`, already in the API cache:
 * src/app/start.tsx), as the page's opening sees them: an answer the page was sent with counts
 * as answered when its page first opens over it, so a page that asks afresh on each visit
 * (unless answered within the last second) does not ask again for what the server has just
 * drawn; a later opening asks as before. Read from the document when first needed, so the
 * landing page's script carries none of it.
 */
import { PAGE_DATA_ID } from '@contract/pages';

let carried: Set<string> | undefined;
/** When an opening first took each answer the page arrived with. */
const taken = new Map<string, number>();
/** An answer taken this recently is still fresh (React's strict mode opens a page twice). */
const RECENT_MS = 1000;

const keyOf = (endpoint: string, args: unknown) => `${endpoint}(${JSON.stringify(args ?? null)})`;

function arrived(): Set<string> {
  if (carried) return carried;
  carried = new Set();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return carried;
  try {
    const { queries } = JSON.parse(text) as { queries?: Record<string, unknown> };
    for (const entry of Object.values(queries ?? {})) {
      const { status, endpointName, originalArgs } = (entry ?? {}) as Record<string, unknown>;
      if (status === 'fulfilled' && typeof endpointName === 'string')
        carried.add(keyOf(endpointName, originalArgs));
    }
  } catch {
    // A page whose data does not read asks for everything, as without it.
  }
  return carried;
}

/**
 * Whether the page arrived with `endpoint`'s answer to `args`: `'arrived'` for the first opening
 * over it, `'recent'` for one within a second of that, else null (ask as usual).
 */
export function takePageAnswer(endpoint: string, args: unknown): 'arrived' | 'recent' | null {
  const key = keyOf(endpoint, args);
  const now = Date.now();
  if (arrived().delete(key)) {
    taken.set(key, now);
    return 'arrived';
  }
  const at = taken.get(key);
  return at !== undefined && now - at < RECENT_MS ? 'recent' : null;
}

/** Forgets what was read (tests put a new page in the same document). */
export function forgetPageAnswers(): void {
  carried = undefined;
  taken.clear();
}
