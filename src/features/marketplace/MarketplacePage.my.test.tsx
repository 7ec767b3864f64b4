import { screen, waitFor, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { fixtureShops, manyShops, seededDistrict } from '../../test/marketplaceFixtures';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { server } from '../../test/server';

async function openInBurmese(route = '/customer', shops = fixtureShops) {
  const fake = createFakeMarketplace(shops);
  server.use(...fake.handlers);
  const rendered = await renderApp({ route, preloadedState: languagePreload('my') });
  await screen.findByRole('heading', { level: 1, name: 'ဆိုင်ရှာရန်' });
  return { ...rendered, fake };
}

const results = () => screen.getByRole('region', { name: 'ဆိုင်များ' });

describe('/customer in Burmese', () => {
  it('labels every filter, counts the shops and badges them in Burmese, with Myanmar digits', async () => {
    await openInBurmese();
    await within(results()).findByText('ဆိုင် ၅ ဆိုင်');
    expect(screen.getByRole('search', { name: 'ဆိုင်များ ရှာဖွေရန်' })).toBeInTheDocument();
    for (const label of ['ရှာဖွေရန်', 'အမျိုးအစား', 'ခရိုင်', 'မြို့နယ်']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('ရှာဖွေရန်')).toHaveAccessibleDescription('ဆိုင်အမည် သို့မဟုတ် ပစ္စည်းအမည်');
    expect(screen.getByLabelText('မြို့နယ်')).toHaveAccessibleDescription('ခရိုင်ကို အရင် ရွေးချယ်ပါ။');
    expect(screen.getByRole('button', { name: 'ရှာရန်' })).toBeInTheDocument();
    const category = screen.getByLabelText('အမျိုးအစား');
    expect(
      await within(category).findByRole('option', { name: 'လက်ဖက်ရည်ဆိုင် (ဆိုင် ၂)' }),
    ).toBeInTheDocument();
    expect(within(category).getAllByRole('option')[0]).toHaveTextContent('အမျိုးအစား အားလုံး');
    const card = screen.getByRole('link', { name: 'Golden Tea House' }).closest('li')!;
    expect(card).toHaveTextContent('Tamwe၊ Yangon East');
    expect(within(card).queryByText('အတည်ပြုပြီး')).not.toBeInTheDocument();
    expect(document.title).toBe('ဆိုင်ရှာရန် | Merchant Marketplace');
    expect(document.body.textContent).not.toMatch(/\bmarketplace\.[a-zA-Z]/);
  });

  it('chooses a district, then one of its townships, and pages in Myanmar digits', async () => {
    const { user, router } = await openInBurmese('/customer', manyShops(30));
    const pages = await screen.findByRole('navigation', { name: 'စာမျက်နှာများ' });
    expect(pages).toHaveTextContent('စာမျက်နှာ ၂ ခုအနက် ၁');
    expect(within(results()).getByText('ဆိုင် ၃၀ ဆိုင်')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'နောက်သို့' }));
    await within(screen.getByRole('navigation', { name: 'စာမျက်နှာများ' })).findByText(
      'စာမျက်နှာ ၂ ခုအနက် ၂',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'စာမျက်နှာများ' })).getByRole('link', {
        name: 'ယခင်',
      }),
    ).toHaveAttribute('href', '/customer');

    const hlaing = 'လှိုင်';
    await user.selectOptions(screen.getByLabelText('ခရိုင်'), 'ရန်ကုန် အနောက်ပိုင်း');
    const township = screen.getByLabelText('မြို့နယ်');
    await within(township).findByRole('option', { name: hlaing });
    expect(within(township).getAllByRole('option')[0]).toHaveTextContent('မြို့နယ် အားလုံး');
    await user.selectOptions(township, hlaing);
    expect(router.state.location.search).toMatch(
      new RegExp(`^\\?district=${seededDistrict('Yangon West').id}&township=\\d+$`),
    );
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
    expect(within(results()).getByText('ဆိုင် ၃၀ ဆိုင်')).toBeInTheDocument();
  });

  it('says in Burmese what to change when nothing matches', async () => {
    const { user } = await openInBurmese('/customer?q=pizza');
    expect(await screen.findByText('ဤစစ်ထုတ်မှုများနှင့် ကိုက်ညီသော ဆိုင် မရှိပါ။')).toBeVisible();
    expect(within(results()).getByText('ဆိုင် ၀ ဆိုင်')).toBeInTheDocument();
    await user.click(within(results()).getByRole('button', { name: 'စစ်ထုတ်မှုများ ဖယ်ရှားရန်' }));
    await within(results()).findByText('ဆိုင် ၅ ဆိုင်');
  });
});
