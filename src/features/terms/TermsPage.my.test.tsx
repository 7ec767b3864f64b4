import { act, screen, within } from '@testing-library/react';
import { rootReducer } from '../../app/store';
import { languageSlice, started } from '../../i18n/languageSlice';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TermsPage } from './TermsPage';

// The language slice may not be in the root reducer yet: make sure the store has it.
languageSlice.injectInto(rootReducer);

describe('/terms in Burmese', () => {
  it('states every section in Burmese, numbers in Myanmar digits', async () => {
    const { store } = await renderWithProviders(<TermsPage />, { route: '/terms' });
    act(() => {
      store.dispatch(started('my'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'စည်းမျဉ်းစည်းကမ်းများ' }),
    ).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'မာတိကာ' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(12);
    for (const link of links) {
      const region = screen.getByRole('region', { name: link.textContent ?? '' });
      for (const paragraph of within(region).getAllByRole('paragraph')) {
        expect(paragraph.textContent).toMatch(/[\u1000-\u109f]/);
      }
    }
    expect(screen.getByRole('region', { name: 'ငွေပြန်အမ်းခြင်း' })).toBeVisible();
    const text = document.body.textContent ?? '';
    expect(text).toContain('၂၀၂၆ ခုနှစ်၊ ဒီဇင်ဘာ ၆ ရက်');
    expect(text).toContain('၂% အခွန်');
    // No Latin digit in a Burmese sentence, and no key in place of a message.
    expect(text).not.toMatch(/[0-9]/);
    expect(text).not.toMatch(/\bterms\.[a-z]/);
    expect(
      within(screen.getByRole('region', { name: 'ဆက်သွယ်ရန်' })).getByRole('link', {
        name: 'ဆက်သွယ်ရန်',
      }),
    ).toHaveAttribute('href', '/#contact');
  });
});
