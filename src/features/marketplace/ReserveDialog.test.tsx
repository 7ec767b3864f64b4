import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { cityPhone } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { fakeOrdering, openStorePage, shopRoute } from './orderingTestSetup';

const dialog = () => screen.getByRole('dialog', { name: 'Reserve a table' });
const party = () => within(dialog()).getByRole('spinbutton', { name: 'Party size' });

async function openTableDialog() {
  const rendered = await openStorePage(shopRoute(cityPhone.slug), { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: cityPhone.name });
  await rendered.user.click(screen.getByRole('button', { name: 'Reserve a table' }));
  const time = within(dialog()).getByRole('combobox', { name: 'Time' });
  await within(time).findByRole('option', { name: '10:30 (3 places left)' });
  await rendered.user.selectOptions(time, '10:30');
  return rendered;
}

describe('the party size in the reserve dialog', () => {
  it('shows the shop’s largest party and refuses a larger one before sending', async () => {
    const sent = fakeOrdering();
    const { user } = await openTableDialog();
    expect(party()).toHaveAccessibleDescription('Up to 12 people.');
    expect(party()).toHaveAttribute('aria-valuemax', '12');
    await user.clear(party());
    await user.type(party(), '13');
    expect(party()).toHaveAccessibleDescription(
      'Up to 12 people. This shop takes reservations for at most 12 people.',
    );
    expect(party()).toBeInvalid();
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(sent.reservations).toHaveLength(0);
    // Still said after leaving the field, which goes on showing what was typed.
    party().blur();
    expect(party()).toHaveValue('13');
    expect(
      within(dialog()).getByText('This shop takes reservations for at most 12 people.'),
    ).toHaveClass('field__error');

    await user.clear(party());
    await user.type(party(), '12');
    expect(party()).toHaveAccessibleDescription('Up to 12 people.');
    expect(party()).toBeValid();
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    const requested = await screen.findByRole('dialog', { name: 'Reservation requested' });
    expect(within(requested).getByRole('status')).toHaveTextContent(
      'Requested for Mon 3 Mar, 10:30. The shop will confirm it.',
    );
    expect(sent.reservations[0]?.body).toMatchObject({ party_size: 12, time: '10:30' });
  });

  it('says what is not a party size with the shop’s own range', async () => {
    const sent = fakeOrdering();
    const { user } = await openTableDialog();
    await user.clear(party());
    await user.type(party(), '0');
    expect(party()).toHaveAccessibleDescription(
      'Up to 12 people. Enter a party size from 1 to 12.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    expect(sent.reservations).toHaveLength(0);
  });

  it('a party the shop refused is said next to the field, with the largest party it now takes', async () => {
    let largest = 12;
    let pageReads = 0;
    server.use(
      http.get(apiUrl(apiPaths.marketplaceShop), () => {
        pageReads += 1;
        return HttpResponse.json({ ...cityPhone, max_party_size: largest });
      }),
    );
    const sent = fakeOrdering(undefined, [
      () => {
        // The shop lowered its largest party after the page was loaded.
        largest = 6;
        return HttpResponse.json(
          {
            status: false,
            message: 'This shop takes reservations for at most 6 people.',
            data: {
              errors: { party_size: ['This shop takes reservations for at most 6 people.'] },
            },
            reason: 'party_too_large',
            limit: 6,
          },
          { status: 422 },
        );
      },
    ]);
    const { user } = await openTableDialog();
    await user.clear(party());
    await user.type(party(), '8');
    expect(party()).toBeValid();
    await user.click(within(dialog()).getByRole('button', { name: 'Reserve' }));
    await waitFor(() =>
      expect(party()).toHaveAccessibleDescription(
        'Up to 6 people. This shop takes reservations for at most 6 people.',
      ),
    );
    expect(sent.reservations).toHaveLength(1);
    expect(pageReads).toBeGreaterThanOrEqual(2);
    // Said at the field, not as the dialog's own alert.
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(party());
    await user.type(party(), '6');
    expect(party()).toHaveAccessibleDescription('Up to 6 people.');
    expect(party()).toBeValid();
  });
});
