import { screen, waitFor, within } from '@testing-library/react';
import { CASHIER_PHONE, fakeTeamServer, renderTeam } from './teamTestKit';

const membersTable = () => screen.getByRole('table', { name: 'People on the team' });
const rowOf = (name: string) =>
  within(membersTable())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(name) }))!;

describe('/store/team in English', () => {
  it('lists the owner and the members with their roles, branches and the plan’s room', async () => {
    await renderTeam('en').rendered;
    expect(await screen.findByRole('table', { name: 'People on the team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(screen.getByText('2 people of 5 on your plan, you included.')).toBeInTheDocument();
    const owner = rowOf('Aye Aye');
    expect(within(owner).getByRole('rowheader')).toHaveTextContent('Aye Aye (you)');
    expect(owner).toHaveTextContent('Owner');
    expect(within(owner).queryByRole('button')).not.toBeInTheDocument();
    const cashier = rowOf('Ko Zaw');
    expect(cashier).toHaveTextContent('Cashier');
    expect(cashier).toHaveTextContent('Sanchaung');
    expect(cashier).toHaveTextContent('Invited: not signed in yet');
  });

  it('has the notifications card, where the owner chooses what each device is told', async () => {
    await renderTeam('en').rendered;
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows who did what, newest first', async () => {
    await renderTeam('en').rendered;
    const activity = await screen.findByRole('region', { name: 'Who did what' });
    const items = await within(activity).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wed 25 Nov, 10:00 Ko Zaw gave Thiri a stamp',
      'Wed 25 Nov, 09:30 Ko Zaw accepted order #12',
    ]);
  });

  it('invites a manager, asking for a name first', async () => {
    const { fake, rendered } = renderTeam('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    expect(fake.received).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Ma Hla');
    await user.type(within(dialog).getByLabelText('Phone Number'), '09790000012');
    await user.click(within(dialog).getByRole('radio', { name: 'Manager' }));
    // A manager works at every branch: no branch is asked.
    expect(within(dialog).queryByLabelText('Branch')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    expect(
      await screen.findByText('Ma Hla is on the team. They can sign in now with 09790000012.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.received).toEqual([
      {
        method: 'POST',
        body: { name: 'Ma Hla', phone: '09790000012', role: 'manager', branch_id: null },
      },
    ]);
    await waitFor(() => expect(rowOf('Ma Hla')).toHaveTextContent('Manager'));
  });

  it('invites a cashier for one branch', async () => {
    const { fake, rendered } = renderTeam('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mg Mg');
    await user.type(within(dialog).getByLabelText('Phone Number'), '09790000013');
    await user.selectOptions(within(dialog).getByLabelText('Branch'), 'Bahan');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await screen.findByText(/^Mg Mg is on the team/);
    expect(fake.received[0]?.body).toEqual({
      name: 'Mg Mg',
      phone: '09790000013',
      role: 'cashier',
      branch_id: 1,
    });
  });

  it('shows the server’s refusal at the phone, and keeps what was typed', async () => {
    const { rendered } = renderTeam('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Invite a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ko Zaw again');
    await user.type(within(dialog).getByLabelText('Phone Number'), CASHIER_PHONE);
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText(
        'This phone number already has an account or is on a shop’s team.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ko Zaw again');
  });

  it('says the team is full and where to get more room', async () => {
    await renderTeam('en', { fake: fakeTeamServer({ maxUsers: 2 }) }).rendered;
    expect(
      await screen.findByText(/^Your team is full\. Remove someone or choose a bigger plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a bigger plan' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(screen.queryByRole('button', { name: 'Invite a member' })).not.toBeInTheDocument();
  });

  it('changes a cashier into a manager', async () => {
    const { fake, rendered } = renderTeam('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Change role: Ko Zaw' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Ko Zaw’s role' });
    expect(within(dialog).getByRole('radio', { name: 'Cashier' })).toBeChecked();
    expect(within(dialog).getByLabelText('Branch')).toHaveValue('2');
    await user.click(within(dialog).getByRole('radio', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ko Zaw is now a Manager.')).toBeInTheDocument();
    expect(fake.received).toEqual([{ method: 'PUT', body: { role: 'manager', branch_id: null } }]);
  });

  it('removes a member only after asking', async () => {
    const { fake, rendered } = renderTeam('en');
    const { user } = await rendered;
    await user.click(await screen.findByRole('button', { name: 'Remove: Ko Zaw' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove Ko Zaw from the team?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ko Zaw is no longer on the team.')).toBeInTheDocument();
    expect(fake.received).toEqual([{ method: 'DELETE', body: 5 }]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ko Zaw' })).toBeNull());
  });

  it.each(['manager', 'cashier'] as const)(
    'tells a %s the page is not for their role, and calls nothing',
    async (role) => {
      const { fake, rendered } = renderTeam('en', { role });
      await rendered;
      expect(
        await screen.findByText('Your role in this shop does not allow this.'),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', {
          name: role === 'manager' ? 'Go to the Dashboard' : 'Go to the orders',
        }),
      ).toHaveAttribute('href', role === 'manager' ? '/dashboard' : '/store/orders');
      expect(fake.received).toEqual([]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );
});
