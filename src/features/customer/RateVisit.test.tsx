/**
 * 'Rate this visit' on /my/orders: offered under a completed order or reservation the server lists
 * as open to a rating; the dialog's stars are a radio group with visible labels and its text has a
 * visible label; stars are required; the rating goes with an Idempotency-Key; a refusal is worded
 * by its reason; once rated, the visit says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeCustomerServer, placedOrder, renderCustomerOrders } from './testSetup';
import { completedOrder, completedReservation, fakeRatingServer } from './rateTestKit';

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

function render(refuse?: Parameters<typeof fakeRatingServer>[0]) {
  const fake = fakeCustomerServer({
    activity: { orders: [placedOrder, completedOrder], reservations: [completedReservation] },
  });
  const { rendered } = renderCustomerOrders('en', { fake });
  const rating = fakeRatingServer(refuse);
  return { rendered, rating };
}

describe("/my/orders' Rate this visit", () => {
  it('rates a completed order: stars required, then sent with a key; the visit then says it is rated', async () => {
    const { rendered, rating } = render();
    const { user } = await rendered;
    const completed = await screen.findByRole('heading', { level: 3, name: 'Order #10' });
    const rate = await within(completed.closest('li')!).findByRole('button', {
      name: 'Rate this visit',
    });
    expect(
      within(cardOf('Order #12')).queryByRole('button', { name: 'Rate this visit' }),
    ).not.toBeInTheDocument();

    await user.click(rate);
    const dialog = screen.getByRole('dialog', { name: 'Rate your visit to Golden Tea House' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const stars = within(dialog).getByRole('group', { name: 'Stars' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(rating.sent).toEqual([]);

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your review (optional)' }),
      '  Quick and friendly.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you for rating your visit.')).toBeInTheDocument();
    expect(rating.sent).toEqual([
      {
        body: {
          visit: 'order',
          visit_id: completedOrder.id,
          stars: 4,
          text: 'Quick and friendly.',
        },
        key: expect.any(String),
      },
    ]);
    // The icon's 'Close' in the header, and the one under the thanks.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(cardOf('Order #10')).toHaveTextContent('You rated this visit.'));
    expect(
      within(cardOf('Order #10')).queryByRole('button', { name: 'Rate this visit' }),
    ).not.toBeInTheDocument();
  });

  it('offers a completed reservation too, and words a refusal by its reason', async () => {
    const { rendered } = render('too_late');
    const { user } = await rendered;
    const heading = await screen.findByRole('heading', { level: 3, name: 'Wed 30 Dec, 18:30' });
    await user.click(
      await within(heading.closest('li')!).findByRole('button', { name: 'Rate this visit' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('A visit can be rated within 14 days of its completion.'),
    ).toBeInTheDocument();
  });
});
