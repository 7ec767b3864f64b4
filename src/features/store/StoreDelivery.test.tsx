import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { deliveryPaths } from '@contract/deliveryPaths';
import { apiUrl, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { createFakeDelivery, FAKE_DELIVERY_WORDS, township } from './deliveryFormTestKit';
import { renderStore, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const bahan = township('Bahan');
const sanchaung = township('Sanchaung');
const kamayut = township('Kamayut');

const section = () => screen.getByRole('region', { name: 'Delivery' });
const area = (number: number) =>
  within(section()).getByRole('group', { name: `Township ${number}` });
const saveButton = () => within(section()).getByRole('button', { name: 'Save delivery areas' });

async function renderDelivery(options: Parameters<typeof createFakeDelivery>[0] = {}) {
  const delivery = createFakeDelivery(options);
  server.use(...delivery.handlers);
  const rendered = await renderStore(createFakeStore({ profile: sampleProfile() }));
  // The areas have arrived: the form is drawn.
  await within(section()).findByRole('button', { name: 'Save delivery areas' });
  return { ...rendered, delivery };
}

describe('/store: delivery', () => {
  it('shows each township the shop delivers to with its fee, least order and time', async () => {
    await renderDelivery({
      areas: [
        { township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: sanchaung.id, fee: 0, min_total: 0, eta_minutes: 60 },
      ],
    });
    expect(
      within(section()).getByText(
        'The townships you deliver to, each with its fee, the smallest order you deliver there and about how long it takes. Shoppers outside them can still pick up.',
      ),
    ).toBeInTheDocument();

    const first = area(1);
    expect(within(first).getByLabelText('Township')).toHaveDisplayValue('Bahan');
    expect(within(first).getByLabelText('Delivery fee (MMK)')).toHaveValue('1000');
    expect(within(first).getByLabelText('Delivery fee (MMK)')).toHaveAccessibleDescription(
      '1,000 MMK',
    );
    expect(within(first).getByLabelText('Minimum order (MMK)')).toHaveValue('5000');
    expect(within(first).getByLabelText('Minimum order (MMK)')).toHaveAccessibleDescription(
      'Orders from 5,000 MMK.',
    );
    expect(within(first).getByLabelText('Delivery time (minutes)')).toHaveValue('45');

    const second = area(2);
    expect(within(second).getByLabelText('Township')).toHaveDisplayValue('Sanchaung');
    expect(within(second).getByLabelText('Delivery fee (MMK)')).toHaveAccessibleDescription(
      'Free delivery.',
    );
    expect(within(second).getByLabelText('Minimum order (MMK)')).toHaveAccessibleDescription(
      'No minimum.',
    );
    expect(within(second).getByLabelText('Delivery time (minutes)')).toHaveValue('60');
  });

  it('says so when the shop delivers nowhere yet', async () => {
    await renderDelivery();
    expect(
      within(section()).getByText(
        'You do not deliver to any township yet: shoppers can only pick up.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('group')).not.toBeInTheDocument();
  });

  it('adds a township with its fee, least order and time, and saves the whole list', async () => {
    const { user, delivery } = await renderDelivery({
      areas: [{ township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 }],
    });
    await user.click(within(section()).getByRole('button', { name: 'Add a township' }));
    const added = area(2);
    const select = within(added).getByLabelText('Township');
    expect(select).toHaveFocus();
    expect(select).toHaveDisplayValue('Select Township');
    await user.selectOptions(select, 'Sanchaung');
    const fee = within(added).getByLabelText('Delivery fee (MMK)');
    await user.clear(fee);
    await user.type(fee, '1500');
    expect(fee).toHaveAccessibleDescription('1,500 MMK');
    const minimum = within(added).getByLabelText('Minimum order (MMK)');
    await user.clear(minimum);
    await user.type(minimum, '10000');
    const time = within(added).getByLabelText('Delivery time (minutes)');
    await user.clear(time);
    await user.type(time, '30');
    await user.click(saveButton());

    expect(await within(section()).findByRole('status')).toHaveTextContent('Delivery areas saved.');
    expect(delivery.saves()).toHaveLength(1);
    expect(delivery.saves()[0]?.body).toEqual({
      areas: [
        { township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: sanchaung.id, fee: 1500, min_total: 10000, eta_minutes: 30 },
      ],
    });
    expect(delivery.saves()[0]?.headers['idempotency-key']).toBeUndefined();

    // A change after the save: what was saved no longer says so.
    await user.click(within(section()).getByRole('button', { name: 'Add a township' }));
    expect(within(section()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a township twice, or a row without one, before anything is sent', async () => {
    const { user, delivery } = await renderDelivery({
      areas: [{ township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 }],
    });
    await user.click(within(section()).getByRole('button', { name: 'Add a township' }));
    await user.selectOptions(within(area(2)).getByLabelText('Township'), 'Bahan');
    await user.click(within(section()).getByRole('button', { name: 'Add a township' }));
    await user.click(saveButton());

    await waitFor(() =>
      expect(within(area(2)).getByLabelText('Township')).toHaveAccessibleDescription(
        'Each township can be listed once.',
      ),
    );
    expect(within(area(3)).getByLabelText('Township')).toHaveAccessibleDescription(
      'Choose a township.',
    );
    expect(within(area(1)).getByLabelText('Township')).not.toHaveAccessibleDescription();
    expect(within(section()).getByRole('status')).toHaveTextContent(
      'Please correct the fields marked below.',
    );
    expect(delivery.saves()).toHaveLength(0);
  });

  it('says at once when a number typed is out of range', async () => {
    const { user } = await renderDelivery({
      areas: [{ township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 }],
    });
    const time = within(area(1)).getByLabelText('Delivery time (minutes)');
    await user.clear(time);
    await user.type(time, '601');
    expect(time).toHaveAccessibleDescription('Enter whole minutes from 5 to 600.');
    const fee = within(area(1)).getByLabelText('Delivery fee (MMK)');
    await user.clear(fee);
    await user.type(fee, '12.5');
    expect(fee).toHaveAccessibleDescription('12 MMK Enter whole kyats from 0 to 10,000,000.');
  });

  it('shows what the server refused, above the list and beside the field', async () => {
    // Kamayut left the server's list after the page had it.
    const { user, delivery } = await renderDelivery({
      areas: [{ township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 }],
      knownTownshipIds: [bahan.id, sanchaung.id],
    });
    await user.click(within(section()).getByRole('button', { name: 'Add a township' }));
    await user.selectOptions(within(area(2)).getByLabelText('Township'), 'Kamayut');
    await user.click(saveButton());

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      FAKE_DELIVERY_WORDS.invalid,
    );
    expect(within(section()).getByText(FAKE_DELIVERY_WORDS.unknown)).toBeInTheDocument();
    expect(delivery.saves()[0]?.body).toEqual({
      areas: [
        { township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: kamayut.id, fee: 0, min_total: 0, eta_minutes: 30 },
      ],
    });
    expect(saveButton()).toBeEnabled();

    // A field's own refusal (the server's schema) shows beside the field.
    server.use(
      http.put(apiUrl(deliveryPaths.storeDelivery), () =>
        HttpResponse.json(
          {
            status: false,
            message: FAKE_DELIVERY_WORDS.invalid,
            data: { errors: { 'areas.0.fee': ['The fee is too high.'] } },
          },
          { status: 422 },
        ),
      ),
    );
    await user.selectOptions(within(area(2)).getByLabelText('Township'), 'Sanchaung');
    await user.click(saveButton());
    await waitFor(() =>
      expect(within(area(1)).getByLabelText('Delivery fee (MMK)')).toHaveAccessibleDescription(
        '1,000 MMK The fee is too high.',
      ),
    );
    expect(within(section()).queryByText(FAKE_DELIVERY_WORDS.unknown)).not.toBeInTheDocument();
  });

  it('removes a row, moves the focus on, and saves the list without it', async () => {
    const { user, delivery } = await renderDelivery({
      areas: [
        { township_id: bahan.id, fee: 1000, min_total: 5000, eta_minutes: 45 },
        { township_id: sanchaung.id, fee: 0, min_total: 0, eta_minutes: 60 },
      ],
    });
    await user.click(within(area(1)).getByRole('button', { name: 'Remove township 1' }));
    expect(within(section()).getAllByRole('group')).toHaveLength(1);
    const left = within(area(1)).getByLabelText('Township');
    expect(left).toHaveDisplayValue('Sanchaung');
    expect(left).toHaveFocus();
    await user.click(saveButton());
    await waitFor(() =>
      expect(delivery.saves()[0]?.body).toEqual({
        areas: [{ township_id: sanchaung.id, fee: 0, min_total: 0, eta_minutes: 60 }],
      }),
    );

    // The last one too: the shop no longer delivers.
    await user.click(within(area(1)).getByRole('button', { name: 'Remove township 1' }));
    expect(within(section()).getByRole('button', { name: 'Add a township' })).toHaveFocus();
    await user.click(saveButton());
    await waitFor(() => expect(delivery.saves()[1]?.body).toEqual({ areas: [] }));
    expect(
      within(section()).getByText(
        'You do not deliver to any township yet: shoppers can only pick up.',
      ),
    ).toBeInTheDocument();
    expect(await within(section()).findByRole('status')).toHaveTextContent('Delivery areas saved.');
  });
});
