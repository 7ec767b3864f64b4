import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeInbox, renderInbox } from './inboxTestKit';

jest.setTimeout(20_000);

const card = (heading: RegExp) =>
  within(screen.getByRole('heading', { level: 3, name: heading }).closest('li') as HTMLElement);

describe('/store/orders: states read as words', () => {
  it('names each order’s and reservation’s state with a capital, as a label', async () => {
    await renderInbox(createFakeInbox());
    expect(card(/^Order #101 /).getByText('Placed')).toBeInTheDocument();
    expect(card(/^Order #102 /).getByText('Accepted')).toBeInTheDocument();
    expect(card(/^Order #103 /).getByText('Completed')).toBeInTheDocument();
    expect(card(/^Reservation for Ma Hla/).getByText('Requested')).toBeInTheDocument();
    expect(screen.queryByText(/^(placed|accepted|completed|requested)$/)).not.toBeInTheDocument();
  });

  it('adds nothing under the Date field in English: the field shows its own value', async () => {
    await renderInbox(createFakeInbox());
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2026-11-20' } });
    expect(date).not.toHaveAttribute('aria-describedby');
  });
});
