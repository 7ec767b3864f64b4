/** How a receipt writes its amounts, card, wallet provider and state of the page. */
import type { Language } from '../../i18n/language';
import { cardBrandName as knownBrandName, formatMinorAmount } from '../../shared/money/payments';

export { formatMinorAmount };

/** What the receipt takes off the sum of its lines, as a negative figure: '−6,400'. */
export function formatDeduction(minor: number, currency: string, language: Language): string {
  return `\u2212${formatMinorAmount(minor, currency, language)}`;
}

/** A card brand's name ('visa' → 'Visa'); a brand we do not know as the provider wrote it. */
export function cardBrandName(brand: string): string {
  return knownBrandName(brand) ?? brand;
}

/** The payment providers' own names, the same in every language. */
const PROVIDERS: Record<string, string> = { dinger: 'Dinger' };

/**
 * The name of the provider that took a wallet payment: the sandbox in the reader's words
 * (`sandbox`), a provider we know by its own name ('dinger' → 'Dinger'), another as written.
 */
export function walletProviderName(provider: string, sandbox: string): string {
  return provider === 'sandbox' ? sandbox : (PROVIDERS[provider] ?? provider);
}

/** What the receipt page shows for the answer of its call. */
export type ReceiptOutcome = 'notFound' | 'failed';

/**
 * A failed call as the page tells it: a receipt that is not the merchant's, or a number that is
 * no receipt's (the server refuses it as malformed), is 'not found'; anything else may be retried.
 */
export function receiptOutcome(error: unknown): ReceiptOutcome {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  return status === 404 || status === 422 ? 'notFound' : 'failed';
}
