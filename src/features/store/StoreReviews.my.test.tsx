/** The store editor's reviews in Burmese: the words, the stars' names in Myanmar digits. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { reviewPaths } from '@contract/reviewPaths';
import type { MerchantReviewsResponse } from '@contract/reviews';
import { apiUrl, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore } from './storeTestKit';

jest.setTimeout(20_000);

describe('/store: reviews in Burmese', () => {
  it('names the stars and the reply field in Burmese', async () => {
    server.use(
      http.get(apiUrl(reviewPaths.merchantReviews), () =>
        HttpResponse.json<MerchantReviewsResponse>({
          reviews: [
            {
              id: 3,
              stars: 4,
              text: 'ကောင်းပါတယ်။',
              first_name: 'Hnin',
              created_at: '2026-11-20T04:00:00.000Z',
              reply: null,
              visit: 'reservation',
              hidden: false,
            },
          ],
          next_before: null,
        }),
      ),
    );
    await renderStore(createFakeStore(), { language: 'my' });
    const section = screen.getByRole('region', { name: 'သုံးသပ်ချက်များ' });
    const item = (await within(section).findAllByRole('listitem'))[0]!;
    expect(within(item).getByRole('img', { name: 'ကြယ် ၅ ပွင့်အနက် ၄ ပွင့်' })).toBeInTheDocument();
    expect(item).toHaveTextContent('၂၀၂၆ ခုနှစ်၊ နိုဝင်ဘာလ ၂၀ ရက်');
    expect(within(item).getByLabelText('သင်၏ ပြန်ကြားချက်')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'ပြန်ကြားချက် ပို့ရန်' })).toBeInTheDocument();
  });
});
