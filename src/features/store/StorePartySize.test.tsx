import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths } from '@contract/apiPaths';
import { createFakeStore } from '../../test/storeHandlers';
import { renderStore, sampleProfile } from './storeTestKit';

const profile = () => screen.getByRole('region', { name: 'Store profile' });
const largest = () => within(profile()).getByLabelText('Largest party');

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

describe('/store: the largest party of a reservation', () => {
  it('starts at 12, beside the reservations per time slot', async () => {
    await renderStore(createFakeStore());
    expect(largest()).toHaveValue('12');
    expect(largest()).toHaveAccessibleDescription(
      'The most people one reservation may be for (1 to 100). A larger party is refused.',
    );
  });

  it('saves the shop’s own, typed in either script', async () => {
    const fake = createFakeStore({ profile: sampleProfile({ max_party_size: 20 }) });
    const { user } = await renderStore(fake);
    expect(largest()).toHaveValue('20');
    await user.clear(largest());
    await user.type(largest(), '၈');
    expect(largest()).toHaveValue('8');
    await user.click(within(profile()).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile()).findByText('Your store profile is saved.')).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({
      slot_capacity: 4,
      max_party_size: 8,
    });
    await waitFor(() => expect(largest()).toHaveValue('8'));
  });

  it.each(['0', '101', '2.5', ''])('refuses %p at the field before sending', async (typed) => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    await user.clear(largest());
    if (typed !== '') await user.type(largest(), typed);
    await user.click(within(profile()).getByRole('button', { name: 'Save profile' }));
    expect(largest()).toHaveAccessibleDescription(
      'The most people one reservation may be for (1 to 100). A larger party is refused. Enter a whole number from 1 to 100.',
    );
    expect(largest()).toBeInvalid();
    expect(fake.callsTo('PUT', apiPaths.store)).toHaveLength(0);
  });
});
