import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { OptionGroup } from '@contract/options';
import type { ShopPageResponse } from '@contract/store';
import { shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { clearKeptBaskets, fakeOrdering, openStorePage, shopRoute } from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const SIZE: OptionGroup = {
  id: 1,
  name: 'Size',
  name_my: 'အရွယ်',
  min: 1,
  max: 1,
  options: [
    { id: 11, name: 'Regular', name_my: 'ပုံမှန်', price: 0 },
    { id: 12, name: 'Large', name_my: 'အကြီး', price: 500 },
  ],
};
const EXTRAS: OptionGroup = {
  id: 2,
  name: 'Extras',
  name_my: '',
  min: 0,
  max: 2,
  options: [
    { id: 21, name: 'Extra egg', name_my: 'ကြက်ဥ ထပ်', price: 300 },
    { id: 22, name: 'Less sugar', name_my: '', price: 0 },
    { id: 23, name: 'Fish cake', name_my: 'ငါးဖယ်', price: 700 },
  ],
};

/** Shwe Yee with choices on its Mohinga (2,500 MMK, id 101). */
function servedWithChoices(groups: OptionGroup[] = [SIZE, EXTRAS]) {
  const shop: ShopPageResponse = {
    ...shweYee,
    items: shweYee.items.map((item) => (item.id === 101 ? { ...item, options: groups } : item)),
  };
  server.use(http.get(apiUrl(apiPaths.marketplaceShop), () => HttpResponse.json(shop)));
}

const basket = () => screen.getByRole('region', { name: /^(Your order|Order placed|သင့်အော်ဒါ)/ });

describe('choices on an item', () => {
  it('asks for the choices, prices the line with them and sends them with the order', async () => {
    servedWithChoices();
    const sent = fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));

    const dialog = screen.getByRole('dialog', { name: 'Choose for Mohinga' });
    // Size starts on the option that adds nothing; the button shows the line's price.
    expect(within(dialog).getByRole('radio', { name: 'Regular' })).toBeChecked();
    expect(
      within(dialog).getByRole('group', { name: /Extras Choose up to 2 · Optional/ }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Large +500 MMK' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Extra egg +300 MMK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · 3,300 MMK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The same dish with other choices is a line of its own.
    await user.click(screen.getByRole('button', { name: /^Add to order: Mohinga/ }));
    await user.click(screen.getByRole('button', { name: 'Add to order · 2,500 MMK' }));

    const lines = within(basket()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('MohingaLarge, Extra egg');
    expect(lines[0]).toHaveTextContent('3,300 MMK');
    expect(lines[1]).toHaveTextContent('MohingaRegular');
    expect(
      within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga (Large, Extra egg)' }),
    ).toHaveValue('1');
    await user.click(within(basket()).getByRole('button', { name: 'Remove Mohinga (Regular)' }));
    expect(within(basket()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(await within(basket()).findByRole('status')).toHaveTextContent('Order number 27');
    expect(sent.orders[0]!.body.lines).toEqual([{ item_id: 101, quantity: 1, options: [12, 21] }]);
  });

  it('does not add until a required group is chosen, and allows no more than a group’s most', async () => {
    servedWithChoices([
      { ...SIZE, options: SIZE.options.map((o) => ({ ...o, price: 100 })) },
      EXTRAS,
    ]);
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose for Mohinga' });
    // No size adds nothing here: none is chosen for the shopper.
    expect(within(dialog).getByRole('radio', { name: 'Regular +100 MMK' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · 2,500 MMK' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose Size.');
    expect(within(basket()).queryAllByRole('listitem')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Large +100 MMK' }));
    for (const name of ['Extra egg +300 MMK', 'Less sugar', 'Fish cake +700 MMK']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · 3,600 MMK' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at most 2 for Extras.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Less sugar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · 3,600 MMK' }));
    expect(within(basket()).getByRole('listitem')).toHaveTextContent(
      'MohingaLarge, Extra egg, Fish cake',
    );
  });

  it('speaks Burmese: the groups’ and options’ Burmese names, English where there is none', async () => {
    servedWithChoices();
    fakeOrdering();
    const { user } = await openStorePage(shopRoute(shweYee.slug), {
      language: 'my',
      signedIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန်: Mohinga' }));
    const dialog = screen.getByRole('dialog', { name: 'Mohinga အတွက် ရွေးပါ' });
    expect(
      within(dialog).getByRole('group', { name: /အရွယ် တစ်ခု ရွေးပါ · မဖြစ်မနေ ရွေးရန်/ }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'အကြီး +၅၀၀ ကျပ်' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Less sugar' }));
    await user.click(within(dialog).getByRole('button', { name: 'အော်ဒါထဲ ထည့်ရန် · ၃,၀၀၀ ကျပ်' }));
    expect(within(basket()).getByRole('listitem')).toHaveTextContent('Mohingaအကြီး၊ Less sugar');
  });

  it('says so when the shop changed the choices meanwhile (422 options)', async () => {
    servedWithChoices();
    fakeOrdering([
      () =>
        HttpResponse.json(
          {
            status: false,
            message: 'Mohinga: please choose Size.',
            data: { errors: { lines: ['Mohinga: please choose Size.'] } },
            reason: 'options',
            item_id: 101,
            group_id: 1,
            problem: 'too_few',
          },
          { status: 422 },
        ),
    ]);
    const { user } = await openStorePage(shopRoute(shweYee.slug), { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    await user.click(screen.getByRole('button', { name: 'Add to order: Mohinga' }));
    await user.click(screen.getByRole('button', { name: 'Add to order · 2,500 MMK' }));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(
      await within(basket()).findByText(
        'The shop has changed the choices on an item: remove it and add it again.',
      ),
    ).toBeInTheDocument();
  });
});
