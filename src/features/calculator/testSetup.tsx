/** What the Price Calculator's tests, in either language, start from. */
import { act, screen, within } from '@testing-library/react';
import { rootReducer } from '../../app/store';
import type { Language } from '../../i18n/language';
import { languageSlice, started } from '../../i18n/languageSlice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalculatorLauncher } from './CalculatorLauncher';

/** The names the tests find the popup's parts by, in each language. */
export const WORDS: Record<Language, { title: string; selectAll: string; totals: string }> = {
  en: { title: 'Price Calculator', selectAll: 'Select All', totals: 'Totals' },
  my: { title: 'စျေးနှုန်းတွက်စက်', selectAll: 'အားလုံးရွေးရန်', totals: 'စုစုပေါင်းများ' },
};

/** A response the test lets go when it is ready to. */
export function heldResponse() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
}

/** The launcher alone, switched to `language` once drawn (English by default). */
export async function renderLauncher(language: Language = 'en') {
  // The language slice may not be in the root reducer yet: make sure the store has it.
  if (language !== 'en') languageSlice.injectInto(rootReducer);
  const rendered = await renderWithProviders(<CalculatorLauncher />);
  if (language !== 'en') {
    act(() => {
      rendered.store.dispatch(started(language));
    });
  }
  return rendered;
}

/** Opens the popup from its button and waits for its add-ons ('Select All' is there). */
export async function openCalculator(language: Language = 'en') {
  const words = WORDS[language];
  const rendered = await renderLauncher(language);
  const button = screen.getByRole('button', { name: words.title });
  await rendered.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: words.title });
  await within(dialog).findByRole('checkbox', { name: words.selectAll });
  return { ...rendered, button, dialog };
}

/** The amount beside a heading of the totals table (Subtotal, Tax (5%), Discount, Total, ...). */
export function totalsCell(dialog: HTMLElement, name: string, language: Language = 'en') {
  const totals = within(dialog).getByRole('table', { name: WORDS[language].totals });
  const row = within(totals)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No totals row named ${name}`);
  return within(row).getByRole('cell');
}
