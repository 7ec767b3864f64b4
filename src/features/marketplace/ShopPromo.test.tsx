import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { shweYee } from '../../test/marketplaceFixtures';
import {
  TOKEN,
  clearKeptBaskets,
  fakeOrdering,
  openStorePage,
  placedOrder,
  refusal,
  shopRoute,
} from './orderingTestSetup';
import { fakeQuotes } from './promoTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const basket = () => screen.getByRole('region', { name: /^(Your order|Order placed)/ });
const add = (name: string) => screen.getByRole('button', { name: `Add to order: ${name}` });
const promoField = () => within(basket()).getByRole('textbox', { name: 'Promo code' });

async function openTeaShop(signedIn: boolean) {
  const rendered = await openStorePage(shopRoute(shweYee.slug), { signedIn });
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  return rendered;
}

describe('a promo code in the basket', () => {
  it('applies a code: the server’s subtotal, member discount, promo discount and total', async () => {
    const sent = fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'tea10');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    expect(await within(basket()).findByText('Promo code TEA10 applied.')).toBeInTheDocument();
    const quote = basket();
    expect(quote).toHaveTextContent('Subtotal5,000 MMK');
    expect(quote).toHaveTextContent('Member discount−500 MMK');
    expect(quote).toHaveTextContent('Promo code TEA10−1,000 MMK');
    expect(quote).toHaveTextContent('Total3,500 MMK');
    expect(sent).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        body: { branch_id: null, lines: [{ item_id: 101, quantity: 2 }], promo_code: 'TEA10' },
      },
    ]);
  });

  it('checks an applied code again when the lines change', async () => {
    const sent = fakeQuotes();
    const { user } = await openTeaShop(false);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    await within(basket()).findByText('Promo code TEA10 applied.');
    // Signed out: no member discount, and no token went with the call.
    expect(sent[0]!.authorization).toBeNull();
    expect(basket()).not.toHaveTextContent('Member discount');
    expect(basket()).toHaveTextContent('Total1,500 MMK');
    await user.click(add('Mohinga'));
    await waitFor(() => expect(basket()).toHaveTextContent('Total4,000 MMK'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.lines).toEqual([{ item_id: 101, quantity: 2 }]);
  });

  it('shows the server’s words under the field when it refuses a code, and does not apply it', async () => {
    fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'old');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    expect(
      await within(basket()).findByText('This promo code is not valid at this shop.'),
    ).toBeInTheDocument();
    expect(promoField()).toHaveAccessibleDescription('This promo code is not valid at this shop.');
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(basket()).toHaveTextContent('Estimated total: 2,500 MMK');
    expect(basket()).not.toHaveTextContent('Subtotal');
  });

  it('says when to try again when the shop’s guess limit refuses the code', async () => {
    fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'many');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    expect(
      await within(basket()).findByText('Too many attempts. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
    expect(promoField()).toHaveAttribute('aria-invalid', 'true');
    expect(basket()).not.toHaveTextContent('Subtotal');
  });

  it('removes an applied code', async () => {
    const sent = fakeOrdering();
    fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    await within(basket()).findByText('Promo code TEA10 applied.');
    await user.click(within(basket()).getByRole('button', { name: 'Remove promo code TEA10' }));
    expect(promoField()).toHaveValue('');
    expect(basket()).toHaveTextContent('Estimated total: 2,500 MMK');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    await within(basket()).findByText(/Order number 27/);
    expect(sent.orders[0]!.body).not.toHaveProperty('promo_code');
  });

  it('sends the applied code with the order', async () => {
    const sent = fakeOrdering();
    fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    await within(basket()).findByText('Promo code TEA10 applied.');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    await within(basket()).findByText(/Order number 27/);
    expect(sent.orders[0]!.body).toEqual({
      branch_id: null,
      lines: [{ item_id: 101, quantity: 1 }],
      note: '',
      table: null,
      promo_code: 'TEA10',
    });
  });

  it('keeps the basket and shows the words under the field when placing refuses the code', async () => {
    const sent = fakeOrdering([
      refusal(422, {
        status: false,
        message: 'The given data was invalid.',
        data: { errors: { promo_code: ['This promo code has been used up.'] } },
        reason: 'promo_used_up',
      }),
      (body) => HttpResponse.json(placedOrder(body), { status: 201 }),
    ]);
    fakeQuotes();
    const { user } = await openTeaShop(true);
    await user.click(add('Mohinga'));
    await user.type(promoField(), 'TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'Apply' }));
    await within(basket()).findByText('Promo code TEA10 applied.');
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    expect(
      await within(basket()).findByText('This promo code has been used up.'),
    ).toBeInTheDocument();
    expect(within(basket()).getByRole('spinbutton', { name: 'Quantity of Mohinga' })).toHaveValue(
      '1',
    );
    expect(promoField()).toHaveValue('TEA10');
    await user.click(within(basket()).getByRole('button', { name: 'Remove promo code TEA10' }));
    await user.click(within(basket()).getByRole('button', { name: 'Place order' }));
    await within(basket()).findByText(/Order number 27/);
    expect(sent.orders).toHaveLength(2);
    expect(sent.orders[1]!.body).not.toHaveProperty('promo_code');
    // The refused submission was a different order: the retry has a new key.
    expect(sent.orders[1]!.key).not.toBe(sent.orders[0]!.key);
  });
});
