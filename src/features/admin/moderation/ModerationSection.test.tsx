import { screen, waitFor, within } from '@testing-library/react';
import { fakeModeration, renderModeration } from './moderationTestSetup';

describe('/admin/moderation', () => {
  it('shows the open reports by shop, the newest first, and the suspended shops', async () => {
    const recorded = fakeModeration();
    await renderModeration('support');
    const cityPhone = await screen.findByRole('region', { name: 'City Phone' });
    const goldenTea = screen.getByRole('region', { name: 'Golden Tea' });
    // City Phone's report is the newest: its shop comes first.
    expect(cityPhone.compareDocumentPosition(goldenTea)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(goldenTea).getByText('2 open reports')).toBeInTheDocument();
    const rows = within(
      within(goldenTea).getByRole('table', { name: 'Reports of Golden Tea' }),
    ).getAllByRole('row');
    // The header, then report 3 (9:00 UTC on the 6th), then report 2 (the day before).
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Scam or fraud')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('They took my deposit.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signed-in customer')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Big sale')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Everything half price.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Visitor')).toBeInTheDocument();
    expect(
      within(goldenTea).getByRole('link', { name: 'Store page of Golden Tea' }),
    ).toHaveAttribute('href', '/shops/golden-tea');
    const suspendedTable = screen.getByRole('table', { name: 'Suspended shops' });
    expect(
      within(suspendedTable).getByRole('rowheader', { name: 'Lucky Gems' }),
    ).toBeInTheDocument();
    expect(within(suspendedTable).getByText('Fake gemstones.')).toBeInTheDocument();
    expect(recorded.calls).toEqual(
      expect.arrayContaining(['GET reports?status=open', 'GET suspended']),
    );
    // The operator's token only.
    expect(new Set(recorded.authorizations)).toEqual(new Set(['Bearer operator-token-moderation']));
  });

  it('dismisses a report', async () => {
    const recorded = fakeModeration();
    const { user } = await renderModeration('support');
    await user.click(await screen.findByRole('button', { name: 'Dismiss report no. 4' }));
    expect(await screen.findByText('Report no. 4 dismissed.')).toBeInTheDocument();
    expect(recorded.calls).toContain('POST dismiss 4');
    // The list is asked again and City Phone, with no open report left, is gone from it.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'City Phone' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Golden Tea' })).toBeInTheDocument();
  });

  it('suspends a shop only with a reason, then lifts a suspension', async () => {
    const recorded = fakeModeration();
    const { user } = await renderModeration('admin');
    await user.click(await screen.findByRole('button', { name: 'Suspend Golden Tea' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Golden Tea' });
    const reason = within(dialog).getByLabelText('Reason shown to the merchant');
    // Focus moves into the dialog (and stays there).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(within(dialog).getByText('Enter the reason the merchant will see.')).toBeInTheDocument();
    expect(recorded.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    await user.type(reason, 'Sells counterfeit medicine.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(
      await screen.findByText('Golden Tea is suspended and no longer listed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded.calls).toContain('PUT suspension 7');
    expect(recorded.bodies).toContainEqual({ reason: 'Sells counterfeit medicine.' });
    const suspendedTable = screen.getByRole('table', { name: 'Suspended shops' });
    expect(
      await within(suspendedTable).findByRole('rowheader', { name: 'Golden Tea' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift the suspension of Lucky Gems' }));
    expect(await screen.findByText('The suspension of Lucky Gems is lifted.')).toBeInTheDocument();
    expect(recorded.calls).toContain('DELETE suspension 12');
  });

  it('shows a role without moderation no action buttons', async () => {
    fakeModeration();
    await renderModeration('finance');
    await screen.findByRole('region', { name: 'Golden Tea' });
    expect(screen.getByText('Your role can read reports but not act on them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dismiss|Suspend|Lift/ })).not.toBeInTheDocument();
  });
});
