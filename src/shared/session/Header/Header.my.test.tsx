import { screen, within } from '@testing-library/react';
import { fakeSignOut, renderHeader, shopper, storeShopper } from './headerTestKit';

describe("the header's account parts in Burmese", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('gives a merchant on their pages their own links in Burmese', async () => {
    await renderHeader('my', { route: '/store/promotions', signedInMerchant: true });
    const nav = screen.getByRole('navigation', { name: 'အဓိက' });
    const links: Array<[string, string]> = [
      ['ဒက်ရှ်ဘုတ်', '/dashboard'],
      ['ဆိုင်', '/store'],
      ['အော်ဒါများ', '/store/orders'],
      ['သစ္စာရှိဖောက်သည်', '/store/loyalty'],
      ['ပရိုမိုးရှင်းများ', '/store/promotions'],
      ['ငွေပေးချေမှု', '/billing'],
    ];
    for (const [name, href] of links) {
      expect(await within(nav).findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'ပရိုမိုးရှင်းများ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'စျေးနှုန်း' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("shows a shopper their account in Burmese, Register and Login behind 'For shops'", async () => {
    storeShopper(shopper);
    const { user } = await renderHeader('my');
    const account = await screen.findByRole('button', { name: 'Thiri' });
    expect(screen.queryByRole('link', { name: 'အကောင့်ဖွင့်ရန်' })).not.toBeInTheDocument();
    await user.click(account);
    expect(screen.getByRole('link', { name: 'ကျွန်ုပ်၏ အော်ဒါများ' })).toHaveAttribute(
      'href',
      '/my/orders',
    );
    expect(screen.getByRole('link', { name: 'ကျွန်ုပ်၏ ကတ်များ' })).toHaveAttribute('href', '/my/cards');
    expect(screen.getByRole('button', { name: 'အကောင့်ထွက်ရန်' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ဆိုင်ရှင်များအတွက်' }));
    expect(screen.getByRole('link', { name: 'အကောင့်ဖွင့်ရန်' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'အကောင့်ဝင်ရန်' })).toHaveAttribute('href', '/login');
  });

  it('names a shopper without a name by their phone in Myanmar digits', async () => {
    storeShopper({ ...shopper, name: null });
    await renderHeader('my');
    expect(await screen.findByRole('button', { name: '၀၉၄၂၀၀၀၀၀၀၄' })).toBeInTheDocument();
  });

  it("signs the shopper out with 'အကောင့်ထွက်ရန်'", async () => {
    const calls = fakeSignOut();
    storeShopper(shopper);
    const { user } = await renderHeader('my');
    await user.click(await screen.findByRole('button', { name: 'Thiri' }));
    await user.click(screen.getByRole('button', { name: 'အကောင့်ထွက်ရန်' }));
    expect(await screen.findByRole('link', { name: 'အကောင့်ဖွင့်ရန်' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
