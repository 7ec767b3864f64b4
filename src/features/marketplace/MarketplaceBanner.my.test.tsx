import { screen, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { fakeBanner, running } from './bannerTestKit';

describe('the marketplace’s ad banner in Burmese', () => {
  it('says Ad in Burmese and links to the shop', async () => {
    const calls = fakeBanner(running);
    await renderApp({ route: '/customer', preloadedState: languagePreload('my') });
    const banner = await screen.findByRole('complementary', { name: 'ကြော်ငြာ' });
    expect(within(banner).getByText('ကြော်ငြာ')).toBeInTheDocument();
    expect(
      within(banner).getByRole('link', { name: 'ကြော်ငြာ Fresh Mohinga every morning' }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['GET banner']);
  });
});
