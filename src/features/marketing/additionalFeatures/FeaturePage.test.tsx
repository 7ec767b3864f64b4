import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderWithProviders';

/** Every figure, price and step of the feature pages, by page. */
const FIGURES: Array<[string, string, string[]]> = [
  [
    '/additionalFeatures/Analytics',
    'Advanced Analytics',
    ['15+', '24 months', 'PDF', 'CSV', 'Excel', '12,000 MMK per plan'],
  ],
  [
    '/additionalFeatures/Branches',
    'Multi-Branch Management',
    ['Included', '5,000 MMK per branch per plan'],
  ],
  [
    '/additionalFeatures/SocialMedia',
    'Social Media Content',
    ['15 posts', 'monthly', 'three social networks', '10,000 MMK per plan'],
  ],
  [
    '/additionalFeatures/Advertisement',
    'Advertisement Banners',
    ['30 days', '10,000+', '2%', 'minimum CTR guarantee', '20,000 MMK per 30-day banner'],
  ],
  [
    '/additionalFeatures/Designs',
    'Stamp & Card Designs',
    [
      'Loyalty stamp',
      'from 8,000 MMK per design',
      '8,000 MMK',
      'Gift card',
      '10,000 MMK',
      'Branded stamp set of 5',
      '30,000 MMK',
      '3D mockups',
      '+5,000 MMK',
      'Animation',
      '+8,000 MMK',
      'Printing coordination',
      '+7,000 MMK',
      'Consultation',
      '2-3 concept drafts',
      'Two rounds of revisions',
      'Final print-ready delivery',
    ],
  ],
  [
    '/additionalFeatures/Orders',
    'Order & Reservations',
    ['15,000 MMK per plan', 'QR ordering', 'Menu management', 'Real-time notifications'],
  ],
];

const CTAS: Array<[string, string, string]> = [
  ['/additionalFeatures/Analytics', 'Enable Analytics', 'Advanced Analytics'],
  ['/additionalFeatures/Branches', 'Add Branches', 'Branches'],
  ['/additionalFeatures/SocialMedia', 'Subscribe Now', 'Social Media Content'],
  ['/additionalFeatures/Advertisement', 'Book Ad Space', 'Advertisement Banner'],
  ['/additionalFeatures/Designs', 'Order a Design', 'Stamp & Card Designs'],
  ['/additionalFeatures/Orders', 'Start Taking Orders', 'Order/Reservations'],
];

describe('the feature info pages', () => {
  it.each(FIGURES)('%s shows every figure of "%s"', async (route, title, figures) => {
    await renderApp({ route });
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { level: 1, name: title });
    for (const figure of figures) {
      expect(
        within(main).getAllByText(new RegExp(figure.replace(/[+]/g, '\\+'), 'i')).length,
      ).toBeGreaterThan(0);
    }
    expect(
      within(main).getByRole('navigation', { name: 'Explore Merchant Marketplace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the four design steps in order', async () => {
    await renderApp({ route: '/additionalFeatures/Designs' });
    const steps = await screen.findByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Consultation',
      '2-3 concept drafts',
      'Two rounds of revisions',
      'Final print-ready delivery',
    ]);
  });

  it.each(CTAS)(
    '%s: "%s" selects the add-on and opens the plans page at #features',
    async (route, label, addon) => {
      const { user, store, extra } = await renderApp({ route });
      const [cta] = await screen.findAllByRole('button', { name: label });
      await user.click(cta!);
      expect(extra.navigate).toHaveBeenCalledWith('/price#features', {
        state: { requestedAddon: addon },
      });
      await waitFor(() =>
        expect(store.getState().planSelection?.addons).toEqual([{ name: addon, quantity: 1 }]),
      );
    },
  );
});
