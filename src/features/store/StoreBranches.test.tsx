import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Branch } from '@contract/store';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleTownships, server } from '../../test/server';
import { FAKE_WORDS, createFakeStore, storePlans } from '../../test/storeHandlers';
import { renderStore, sampleProfile } from './storeTestKit';

const branches = () => screen.getByRole('region', { name: 'Branches' });
const bahan = sampleTownships[0]!;
const sanchaung = sampleTownships[1]!;

const branch = (id: number, name: string, overrides: Partial<Branch> = {}): Branch => ({
  id,
  name,
  address: '',
  township_id: bahan.id,
  phone: '09420000002',
  hours: [],
  slot_capacity: 4,
  ...overrides,
});

async function fillNewBranch(user: Awaited<ReturnType<typeof renderStore>>['user']) {
  const dialog = screen.getByRole('dialog', { name: 'Add a branch' });
  await user.type(within(dialog).getByLabelText('Branch name'), 'Sanchaung');
  const township = within(dialog).getByLabelText('Township');
  await waitFor(() => expect(township).toHaveTextContent(sanchaung.name));
  await user.selectOptions(township, String(sanchaung.id));
  await user.type(within(dialog).getByLabelText('Phone'), '09420000009');
  return dialog;
}

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

describe('/store: branches', () => {
  it('lists the branches with the limit before it is reached', async () => {
    await renderStore(
      createFakeStore({
        profile: sampleProfile(),
        branches: [
          branch(1, 'Bahan', {
            address: '5 Shwe Gon Daing Road',
            hours: [
              { weekday: 1, opens: '08:00', closes: '20:00' },
              { weekday: 6, opens: '09:00', closes: '24:00' },
            ],
          }),
        ],
      }),
    );
    const section = branches();
    expect(await within(section).findByText('1 of 3 branches')).toBeInTheDocument();
    const item = within(section).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Bahan' })).toBeInTheDocument();
    expect(item).toHaveTextContent(`5 Shwe Gon Daing Road, ${bahan.name}`);
    expect(item).toHaveTextContent('Mon 08:00–20:00, Sat 09:00–24:00');
    expect(within(section).getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
  });

  it('adds a branch with an Idempotency-Key kept across retries of the same submission', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), branches: [branch(1, 'Bahan')] });
    const { user } = await renderStore(fake);
    let failures = 1;
    const keys: Array<string | null> = [];
    server.use(
      http.post(apiUrl(apiPaths.storeBranches), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      }),
    );
    await user.click(within(branches()).getByRole('button', { name: 'Add branch' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Add a branch' })).getByLabelText('Branch name'),
    ).toHaveFocus();
    const dialog = await fillNewBranch(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a branch' })).not.toBeInTheDocument(),
    );

    const posts = fake.callsTo('POST', apiPaths.storeBranches);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Sanchaung',
      address: '',
      township_id: sanchaung.id,
      phone: '09420000009',
      hours: [],
    });
    // The failed attempt and the retry that created the branch carried the same key.
    expect(keys).toEqual([expect.stringMatching(/\S+/), keys[0]]);
    expect(posts[0]?.headers['idempotency-key']).toBe(keys[0]);
    expect(await within(branches()).findByText('2 of 3 branches')).toBeInTheDocument();
    expect(within(branches()).getByRole('heading', { name: 'Sanchaung' })).toBeInTheDocument();
  });

  it('sends the same key again when the first answer is lost, and a new key for other details', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    const keys: Array<string | null> = [];
    server.use(
      http.post(apiUrl(apiPaths.storeBranches), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: 'Try again later' }, { status: 503 });
      }),
    );
    await user.click(within(branches()).getByRole('button', { name: 'Add branch' }));
    const dialog = await fillNewBranch(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.type(within(dialog).getByLabelText('Address'), '3 Baho Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('at the limit replaces Add by the reason and a link to the Branches add-on', async () => {
    const { user, router } = await renderStore(
      createFakeStore({
        plan: storePlans[0], // basic: one branch
        profile: sampleProfile(),
        branches: [branch(1, 'Bahan')],
      }),
    );
    const section = branches();
    expect(await within(section).findByText('1 of 1 branches')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(
      within(section).getByText(
        'Your plan allows 1 branches, and all are in use. Add the Branches add-on to open more.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('link', { name: 'Add the Branches add-on' }));
    expect(router.state.location.pathname).toBe('/price');
    expect(router.state.location.hash).toBe('#features');
    expect(router.state.location.state).toEqual({ requestedAddon: 'Branches' });
  });

  it('counts the add-on’s branches in the limit', async () => {
    await renderStore(
      createFakeStore({
        plan: storePlans[0],
        addons: [{ addon_type_id: 3, quantity: 2 }],
        branches: [branch(1, 'Bahan')],
      }),
    );
    expect(await within(branches()).findByText('1 of 3 branches')).toBeInTheDocument();
    expect(within(branches()).getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
  });

  it('shows the server’s limit (422) at the name', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), branches: [branch(1, 'Bahan')] });
    const { user } = await renderStore(fake);
    server.use(
      http.post(apiUrl(apiPaths.storeBranches), () =>
        HttpResponse.json(
          {
            status: false,
            message: FAKE_WORDS.invalid,
            data: { errors: { name: [FAKE_WORDS.branchLimit(1)] } },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(within(branches()).getByRole('button', { name: 'Add branch' }));
    const dialog = await fillNewBranch(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Branch name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(FAKE_WORDS.branchLimit(1)));
    expect(name).toHaveValue('Sanchaung');
  });

  it('checks a branch before sending it', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    await user.click(within(branches()).getByRole('button', { name: 'Add branch' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a branch' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Branch name')).toHaveAccessibleDescription(
      'Enter the branch name.',
    );
    expect(within(dialog).getByLabelText('Township')).toHaveAccessibleDescription(
      'Select a township.',
    );
    expect(fake.callsTo('POST', apiPaths.storeBranches)).toEqual([]);
  });

  it('edits a branch, and keeps the dialog on an outside click but closes it on Escape', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), branches: [branch(1, 'Bahan')] });
    const { user } = await renderStore(fake);
    await user.click(await within(branches()).findByRole('button', { name: 'Edit Bahan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit branch' });
    const name = within(dialog).getByLabelText('Branch name');
    expect(name).toHaveValue('Bahan');
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Edit branch' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(branches()).getByRole('button', { name: 'Edit Bahan' })).toHaveFocus();

    await user.click(within(branches()).getByRole('button', { name: 'Edit Bahan' }));
    const again = screen.getByRole('dialog', { name: 'Edit branch' });
    await user.clear(within(again).getByLabelText('Branch name'));
    await user.type(within(again).getByLabelText('Branch name'), 'Bahan (main)');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(
      await within(branches()).findByRole('heading', { name: 'Bahan (main)' }),
    ).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.storeBranch)[0]?.body).toMatchObject({
      name: 'Bahan (main)',
    });
  });

  it('removes a branch after asking', async () => {
    const fake = createFakeStore({
      profile: sampleProfile(),
      branches: [branch(1, 'Bahan'), branch(2, 'Sanchaung')],
    });
    const { user } = await renderStore(fake);
    await user.click(await within(branches()).findByRole('button', { name: 'Remove Sanchaung' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove branch' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(question).toHaveTextContent(
      'Remove the branch Sanchaung? Customers will no longer see it.',
    );
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await within(branches()).findByText('1 of 3 branches')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', apiPaths.storeBranch)).toHaveLength(1);
  });
});
