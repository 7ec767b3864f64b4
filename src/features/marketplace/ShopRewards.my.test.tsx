import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { fakeRewards } from './rewardsTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

describe('the store page’s rewards and posts in Burmese', () => {
  it('shows the offer and an event in Burmese with Myanmar digits, and answers it', async () => {
    fakeRewards(shweYee.slug);
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    const panel = within(await screen.findByRole('region', { name: 'ဆုလက်ဆောင်များ' }));
    expect(panel.getByText('တံဆိပ် ၃ ခု စုဆောင်းပါ - Free tea')).toBeInTheDocument();
    expect(panel.getByText('၁,၀၀၀ ကျပ်လျှင် ပွိုင့် ၁၀')).toBeInTheDocument();
    expect(panel.getByText('အသင်းဝင်များ ၁၀ % သက်သာပါသည်')).toBeInTheDocument();
    const posts = within(screen.getByRole('region', { name: 'သတင်းနှင့် ပွဲများ' }));
    expect(posts.getByText('သွားမည် ၄ ဦး · မသွားပါ ၁ ဦး')).toBeInTheDocument();
    await user.click(posts.getByRole('button', { name: 'သွားမည်' }));
    expect(await posts.findByText('သွားမည် ၅ ဦး · မသွားပါ ၁ ဦး')).toBeInTheDocument();
    expect(posts.getByRole('button', { name: 'သွားမည်' })).toHaveAttribute('aria-pressed', 'true');
  });
});
