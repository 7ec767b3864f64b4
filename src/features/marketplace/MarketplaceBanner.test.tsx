import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { shweYee } from '../../test/marketplaceFixtures';
import { fakeBanner, running } from './bannerTestKit';

describe('the marketplace’s ad banner', () => {
  it('shows the running banner labelled Ad, sized by its photo, once per visit', async () => {
    const calls = fakeBanner(running);
    await renderApp({ route: '/customer' });
    const banner = await screen.findByRole('complementary', { name: 'Advertisement' });
    expect(within(banner).getByText('Ad')).toBeInTheDocument();
    const link = within(banner).getByRole('link', { name: 'Ad Fresh Mohinga every morning' });
    expect(link).toHaveAttribute('href', `/shops/${encodeURIComponent(shweYee.slug)}`);
    const image = banner.querySelector('img')!;
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '400');
    expect(calls).toEqual(['GET banner']);
  });

  it('counts a click with the impression id its banner came with, then goes to the shop', async () => {
    const calls = fakeBanner(running);
    const { user, router } = await renderApp({ route: '/customer' });
    const banner = await screen.findByRole('complementary', { name: 'Advertisement' });
    await user.click(within(banner).getByRole('link'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/shops/${encodeURIComponent(shweYee.slug)}`),
    );
    await waitFor(() =>
      expect(calls).toContain('POST click 3 mf1x2k.impression-of-banner-3.signature'),
    );
  });

  it('draws nothing when no banner runs', async () => {
    const calls = fakeBanner({ banner: null });
    await renderApp({ route: '/customer' });
    await screen.findByRole('heading', { level: 1, name: 'Find a Shop' });
    await waitFor(() => expect(calls).toEqual(['GET banner']));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });
});
