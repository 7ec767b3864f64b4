/** Reporting a review in Burmese: the control and the dialog's words. */
import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { server } from '../../test/server';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { RATING, serveReviews } from './reviewsTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

describe('reporting a review in Burmese', () => {
  it('names the control and the dialog in Burmese', async () => {
    server.use(...createFakeMarketplace([{ ...shweYee, rating: RATING }]).handlers);
    serveReviews();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    const reviews = await screen.findByRole('region', { name: 'သုံးသပ်ချက်များ' });
    const first = (await within(reviews).findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'တိုင်ကြားရန်' }));
    const dialog = await screen.findByRole('dialog', { name: 'ဤသုံးသပ်ချက်ကို တိုင်ကြားရန်' });
    expect(dialog).toHaveTextContent(`${shweYee.name} အကြောင်း ဤသုံးသပ်ချက်တွင် မှားယွင်းနေသည်ကို ပြောပြပါ။`);
  });
});
