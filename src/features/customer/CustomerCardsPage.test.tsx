import { screen, waitFor, within } from '@testing-library/react';
import { placedOrder } from './testSetup';
import { fakeCardsServer, noCards, renderCustomerCards, thiriCards } from './cardsTestKit';

const shopCard = (section: string, shop: string) =>
  within(
    within(screen.getByRole('region', { name: section }))
      .getByRole('heading', { level: 3, name: shop })
      .closest('li')!,
  );

describe('/my/cards in English', () => {
  it('shows every stamp card with its progress and rewards, points with history, and memberships', async () => {
    const { fake, rendered } = renderCustomerCards('en');
    await rendered;
    await screen.findByRole('heading', { level: 1, name: 'My cards' });

    const tea = shopCard('Stamp cards', 'Golden Tea House');
    expect(tea.getByText('2 of 3 stamps')).toBeInTheDocument();
    // What the card is for, before it is full.
    expect(tea.getByText('Reward for a full card: Free tea')).toBeInTheDocument();
    expect(tea.getByText('Reward ready: Free tea')).toBeInTheDocument();
    expect(tea.getByText('Free tea: redeemed on 3 Nov 2026')).toBeInTheDocument();
    expect(tea.getByRole('link', { name: 'Golden Tea House' })).toHaveAttribute(
      'href',
      '/shops/golden-tea-house',
    );

    const bakery = shopCard('Points', 'Shwe Bakery');
    expect(bakery.getByText('Balance: 120 points')).toBeInTheDocument();
    expect(bakery.getByText('Butter cake: 100 points')).toBeInTheDocument();
    expect(bakery.getByText('+220 points earned for order #41 · 22 Nov 2026')).toBeInTheDocument();
    expect(
      bakery.getByText('100 points redeemed for Butter cake · 24 Nov 2026'),
    ).toBeInTheDocument();

    const member = shopCard('Memberships', 'Golden Tea House');
    expect(member.getByText('Member discount: 10 %')).toBeInTheDocument();
    expect(member.getByText('Member since 2 Oct 2026')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my/orders');
    expect(fake.cardReads[0]).toBe('Bearer cust-09420000004');
  });

  it('draws the card: one circle per stamp needed, the collected ones filled', async () => {
    const { rendered } = renderCustomerCards('en');
    await rendered;
    await screen.findByText('2 of 3 stamps');
    const circles = document.querySelectorAll('.stamp-card__stamp');
    expect(circles).toHaveLength(3);
    expect(document.querySelectorAll('.stamp-card__stamp--filled')).toHaveLength(2);
  });

  it('shows a reward code large in a dialog with its countdown, and forgets it when closed', async () => {
    const { fake, rendered } = renderCustomerCards('en');
    const { user, store } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Get code for Butter cake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your code for Butter cake' });
    // The dialog opens at once, saying it is getting the code; the code follows.
    expect(await within(dialog).findByText('482913')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Expires in (10:00|9:5\d)$/)).toBeInTheDocument();
    expect(fake.codeCalls).toEqual(['shwe-bakery/7']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.stringify(store.getState())).not.toContain('482913');
    expect(JSON.stringify(sessionStorage)).not.toContain('482913');
    expect(JSON.stringify({ ...localStorage })).not.toContain('482913');
  });

  it('words a reward the balance does not cover', async () => {
    const { rendered } = renderCustomerCards('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Get code for Birthday cake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your code for Birthday cake' });
    expect(
      await within(dialog).findByText('You do not have enough points for this reward yet.'),
    ).toBeInTheDocument();
  });

  it('has an empty state that leads to the marketplace', async () => {
    const { rendered } = renderCustomerCards('en', { fake: fakeCardsServer(noCards) });
    await rendered;
    expect(
      await screen.findByText(
        'You have no stamp cards, points or memberships yet. Order from a shop to start collecting.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse shops' })).toHaveAttribute('href', '/customer');
  });

  it('sends someone signed out to sign in first, and back here', async () => {
    const { rendered } = renderCustomerCards('en', { customer: null });
    const { router } = await rendered;
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/my/cards')}`);
  });

  it('reads the cards again when the live stream reports an order completed', async () => {
    const fake = fakeCardsServer();
    const { rendered } = renderCustomerCards('en', { fake });
    await rendered;
    await screen.findByText('2 of 3 stamps');
    await waitFor(() => expect(fake.customer.streamsOpened()).toBe(1));
    const reads = fake.cardReads.length;
    fake.setCards({
      ...thiriCards,
      stamp_cards: [{ ...thiriCards.stamp_cards[0]!, stamps: 0 }],
    });
    fake.customer.push({ kind: 'order', order: { ...placedOrder, state: 'completed' } });
    expect(await screen.findByText('0 of 3 stamps')).toBeInTheDocument();
    expect(fake.cardReads.length).toBe(reads + 1);
  });
});
