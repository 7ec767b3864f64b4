import { screen, within } from '@testing-library/react';
import { yangonDay } from '@contract/adminPrices';
import { OPERATOR_TOKEN, fakeBackOffice, renderPrices } from './pricesTestKit';

describe('/admin/prices', () => {
  test('shows each plan with its three prices, limits and scheduled changes, with the token', async () => {
    const sent = fakeBackOffice();
    await renderPrices();
    const plans = await screen.findByRole('table', { name: 'Plans' });
    const basic = within(plans).getByRole('row', { name: /^basic/ });
    expect(
      within(basic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '90,000 MMK',
      '170,000 MMK',
      '320,000 MMK',
      '1',
      '2',
      '10',
      'From 1 Jan 2027: Posts a month: 10 → 20 Cancel',
      'Schedule a change',
    ]);
    const addons = screen.getByRole('table', { name: 'Add-ons' });
    expect(within(addons).getByRole('row', { name: /Social Media Content/ })).toHaveTextContent(
      '10,000 MMK',
    );
    expect(screen.getByRole('table', { name: 'Recent changes' })).toHaveTextContent(
      'Price: 9,000 MMK → 10,000 MMK',
    );
    expect(sent.tokens).toEqual([`Bearer ${OPERATOR_TOKEN}`]);
  });

  test('schedules a change: shows from → to, refuses a bad value, sends only what changed', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPrices();
    await user.click(await screen.findByRole('button', { name: 'Schedule a change of Standard' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule a change: Standard' });
    const threeMonths = within(dialog).getByLabelText('3 months price');
    expect(threeMonths).toHaveValue('180000');
    expect(within(dialog).getByLabelText('Effective from')).toHaveValue(yangonDay(new Date()));

    await user.clear(threeMonths);
    await user.type(threeMonths, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(within(dialog).getByText('Enter a whole number of 0 or more.')).toBeInTheDocument();
    expect(sent.changes).toEqual([]);

    await user.clear(threeMonths);
    await user.type(threeMonths, '200000');
    await user.clear(within(dialog).getByLabelText('Branches'));
    const day = within(dialog).getByLabelText('Effective from');
    await user.clear(day);
    await user.type(day, '2099-01-01');
    const summary = within(dialog).getByRole('region', { name: 'What changes' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 months price: 180,000 MMK → 200,000 MMK', 'Branches: 3 → No limit']);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await screen.findByText(/From 1 Jan 2099/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.changes).toEqual([
      {
        target: 'plan',
        target_id: 2,
        changes: { price_3month: 200_000, max_branches: null },
        effective_from: '2099-01-01T00:00:00+06:30',
      },
    ]);
  });

  test("shows the server's refusal in the dialog and keeps it open", async () => {
    fakeBackOffice({ refuseChange: 'That day has passed.' });
    const { user } = await renderPrices();
    await user.click(
      await screen.findByRole('button', { name: 'Schedule a change of Social Media Content' }),
    );
    const dialog = screen.getByRole('dialog');
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change could not be saved: That day has passed.',
    );
  });

  test('cancels a scheduled change after asking', async () => {
    const sent = fakeBackOffice();
    const { user } = await renderPrices();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the change of basic from 1 Jan 2027' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this change?' });
    expect(dialog).toHaveTextContent('The change of basic from 1 Jan 2027 will not take effect.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('table', { name: 'Plans' })).not.toHaveTextContent(
      'From 1 Jan 2027',
    );
    expect(sent.cancelled).toEqual(['7']);
  });

  test('support reads the prices but sees no button that changes them', async () => {
    fakeBackOffice();
    await renderPrices('en', 'support');
    expect(await screen.findByRole('table', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule a change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
