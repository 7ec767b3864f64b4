/** The store page's reviews in Burmese: the words, Myanmar digits, the date as Burmese reads. */
import { screen, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { shweYee } from '../../test/marketplaceFixtures';
import { server } from '../../test/server';
import { RATING, serveReviews } from './reviewsTestKit';

describe('a store page’s reviews in Burmese', () => {
  it('names the stars and counts in Myanmar digits, and loads more', async () => {
    server.use(...createFakeMarketplace([{ ...shweYee, rating: RATING }]).handlers);
    serveReviews();
    const { user } = await renderApp({
      route: `/shops/${encodeURIComponent(shweYee.slug)}`,
      preloadedState: languagePreload('my'),
      extra: { now: () => Date.parse('2025-03-03T10:00:00+06:30') },
    });
    const reviews = await screen.findByRole('region', { name: 'သုံးသပ်ချက်များ' });
    expect(within(reviews).getByRole('img', { name: '၅ မှတ်အနက် ၄.၃ မှတ်' })).toBeInTheDocument();
    expect(reviews).toHaveTextContent('သုံးသပ်ချက် ၁၂ ခု');
    const list = await within(reviews).findByRole('list');
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: 'ကြယ် ၅ ပွင့်အနက် ၅ ပွင့်' })).toBeInTheDocument();
    expect(first).toHaveTextContent('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၀ ရက်');
    expect(first).toHaveTextContent('ဆိုင်၏ ပြန်ကြားချက်');
    await user.click(within(reviews).getByRole('button', { name: 'ထပ်ကြည့်ရန်' }));
    expect(await within(list).findByText('Visit 102')).toBeInTheDocument();
  });
});
