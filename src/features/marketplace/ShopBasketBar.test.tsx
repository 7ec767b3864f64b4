import { screen, within } from '@testing-library/react';
import { createFakeMarketplace } from '../../test/marketplaceHandlers';
import { fixtureShops, shweYee } from '../../test/marketplaceFixtures';
import { server } from '../../test/server';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const add = (name: string) => screen.getByRole('button', { name: `Add to order: ${name}` });
const bar = () => screen.getByRole('complementary', { name: 'Order summary' });
/** The polite live region that says what 'Add to order' did. */
const announcement = () =>
  screen.getAllByRole('status').find((region) => /added:/.test(region.textContent ?? '')) ?? null;

async function openTeaShop() {
  const rendered = await openStorePage(shopRoute(shweYee.slug));
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  return rendered;
}

describe('what Add to order does on a store page', () => {
  it('counts the item on its button, announces it, and shows the basket bar', async () => {
    const { user } = await openTeaShop();
    expect(screen.queryByRole('complementary', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(add('Mohinga')).toHaveTextContent(/^Add to order$/);
    expect(add('Mohinga')).not.toHaveAccessibleDescription();

    await user.click(add('Mohinga'));
    await user.click(add('Mohinga'));
    expect(add('Mohinga')).toHaveTextContent('Add to order (2)');
    expect(add('Mohinga')).toHaveAccessibleDescription('2 in your order');
    expect(add('လက်ဖက်ရည်')).toHaveTextContent(/^Add to order$/);
    expect(announcement()).toHaveTextContent(
      'Mohinga added: 2 in your order. Your order: 2 items, 5,000 MMK.',
    );
    expect(bar()).toHaveTextContent('2 items');
    expect(bar()).toHaveTextContent('5,000 MMK');

    await user.click(add('လက်ဖက်ရည်'));
    expect(announcement()).toHaveTextContent(
      'လက်ဖက်ရည် added: 1 in your order. Your order: 3 items, 6,200 MMK.',
    );
    // 2 × 2,500 + 1,200
    expect(bar()).toHaveTextContent('3 items');
    expect(bar()).toHaveTextContent('6,200 MMK');
  });

  it('View order takes the focus to the basket', async () => {
    const { user } = await openTeaShop();
    await user.click(add('Mohinga'));
    await user.click(within(bar()).getByRole('button', { name: 'View order' }));
    expect(screen.getByRole('heading', { level: 2, name: /^Your order/ })).toHaveFocus();
  });

  it('hides the bar again once the basket is emptied', async () => {
    const { user } = await openTeaShop();
    await user.click(add('Mohinga'));
    await user.click(screen.getByRole('button', { name: 'Remove Mohinga' }));
    expect(screen.queryByRole('complementary', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(add('Mohinga')).toHaveTextContent(/^Add to order$/);
  });
});

describe('a store page on a phone', () => {
  it('shows the menu before the contact, hours and branches, with jump links to its sections', async () => {
    await openTeaShop();
    const menu = screen.getByRole('heading', { level: 2, name: 'Menu' });
    const contact = screen.getByRole('heading', { level: 2, name: 'Contact' });
    const basketHeading = screen.getByRole('heading', { level: 2, name: /^Your order/ });
    expect(menu.compareDocumentPosition(basketHeading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(basketHeading.compareDocumentPosition(contact)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const jumps = screen.getByRole('navigation', { name: 'Menu sections' });
    const links = within(jumps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tea & Coffee', '#catalogue-section-7'],
      ['Noodles', '#catalogue-section-8'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
  });

  it('never repeats the township in an address', async () => {
    const shop = {
      ...shweYee,
      address: 'No. 12, Dhammazedi Road, Bahan',
      branches: shweYee.branches.map((b) => ({ ...b, address: 'No. 5, Bagaya Road, Sanchaung' })),
    };
    server.use(...createFakeMarketplace([shop, ...fixtureShops.slice(1)]).handlers);
    await openTeaShop();
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(
      'AddressNo. 12, Dhammazedi Road, Bahan, Yangon West',
    );
    expect(screen.getByRole('region', { name: 'Branches' })).toHaveTextContent(
      'AddressNo. 5, Bagaya Road, Sanchaung',
    );
    expect(screen.getByRole('region', { name: 'Branches' })).not.toHaveTextContent(
      'Sanchaung, Sanchaung',
    );
  });
});
