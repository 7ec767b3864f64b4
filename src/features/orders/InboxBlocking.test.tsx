import { screen, waitFor, within } from '@testing-library/react';
import { createFakeInbox, renderInbox, sampleInbox, sampleOrder } from './inboxTestKit';

jest.setTimeout(20_000);

const orderCard = (number: number) =>
  screen
    .getByRole('heading', { level: 3, name: new RegExp(`^Order #${number} `) })
    .closest('li') as HTMLElement;

describe('/store/orders: blocking a customer and paging', () => {
  it('blocks the customer of an order after a confirm dialog, lists them, and unblocks them', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    const blockedSection = () =>
      screen.getByRole('heading', { level: 2, name: 'Blocked customers' }).closest('section')!;
    expect(
      await within(blockedSection()).findByText('You have not blocked any customer.'),
    ).toBeInTheDocument();

    await user.click(within(orderCard(101)).getByRole('button', { name: 'Block customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Ko Aung?' });
    expect(
      within(dialog).getByText(
        'This shop will no longer take orders or reservations from Ko Aung (09420000123). You can unblock them later.',
      ),
    ).toBeInTheDocument();
    // Focus starts inside, on 'Cancel', and 'Cancel' blocks nobody.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.startsWith('blocked-customers'))).toBe(false);

    await user.click(within(orderCard(101)).getByRole('button', { name: 'Block customer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Block Ko Aung?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.map((c) => c.path)).toContain('blocked-customers/21 PUT');
    const unblock = await within(blockedSection()).findByRole('button', {
      name: 'Unblock Ko Aung',
    });
    expect(within(blockedSection()).getByText('Ko Aung · 09420000123')).toBeInTheDocument();

    await user.click(unblock);
    expect(
      await within(blockedSection()).findByText('You have not blocked any customer.'),
    ).toBeInTheDocument();
    expect(fake.calls.map((c) => c.path)).toContain('blocked-customers/21 DELETE');
  });

  it("'Load more' adds the next page of finished orders until there is none", async () => {
    const inbox = sampleInbox({
      orders: [sampleOrder(30), sampleOrder(20, { state: 'completed' })],
      orders_before: 20,
    });
    const fake = createFakeInbox({
      inbox,
      pages: {
        20: { orders: [sampleOrder(15, { number: 90, state: 'completed' })], orders_before: 15 },
        15: { orders: [sampleOrder(10, { number: 89, state: 'cancelled' })], orders_before: null },
      },
    });
    const { user } = await renderInbox(fake);
    expect(screen.queryByRole('heading', { level: 3, name: /^Order #90 / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: /^Order #90 / }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: /^Order #89 / }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fake.calls.map((c) => c.path)).toEqual([
      'inbox/orders?before=20',
      'inbox/orders?before=15',
    ]);
  });

  it('in Burmese: the buttons and the dialog', async () => {
    const fake = createFakeInbox({ inbox: sampleInbox({ orders_before: 3 }) });
    const { user } = await renderInbox(fake, { language: 'my' });
    expect(screen.getByRole('button', { name: 'နောက်ထပ် ပြရန်' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: 'ဖောက်သည်ကို ပိတ်ပင်ရန်' });
    await user.click(first!);
    const dialog = screen.getByRole('dialog', { name: 'Ko Aung ကို ပိတ်ပင်မလား။' });
    expect(within(dialog).getByRole('button', { name: 'ပိတ်ပင်ရန်' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'ပိတ်ပင်ထားသော ဖောက်သည်များ' }),
    ).toBeInTheDocument();
  });
});
