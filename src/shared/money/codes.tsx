/**
 * Codes inside a sentence (a payment's reference, a bank's transaction id): shown in `<code>`,
 * exactly as written, in either language, since they are compared with a bank's or a wallet's app
 * and typed again. A translated message takes each code through `codeMark`, and `withCodes` turns
 * the marked parts into `<code>` elements.
 */
import type { ReactNode } from 'react';

const MARK = '\u0001';

/** A code as a value of a translated message, marked for `withCodes`. */
export const codeMark = (code: string): string => `${MARK}${code.replaceAll(MARK, '')}${MARK}`;

/** A translated message whose `codeMark`ed values are shown in `<code>`. */
export function withCodes(message: string): ReactNode[] {
  return message
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
