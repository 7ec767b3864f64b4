/**
 * A code typed, kept out of sight on its way to a sign-in call: `open()` gives it back, but
 * serialising it (Redux DevTools, a logger, JSON.stringify of an action) shows a placeholder.
 * With `track: false` on the call, no action or state carries the code.
 */
export interface SealedCode {
  open(): string;
  toJSON(): string;
  toString(): string;
}

export function sealCode(code: string): SealedCode {
  return Object.freeze({
    open: () => code,
    toJSON: () => '[sealed]',
    toString: () => '[sealed]',
  });
}
