import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { optionPaths } from '@contract/optionPaths';
import { apiUrl, server } from '../../test/server';
import { createFakeStore } from '../../test/storeHandlers';
import { createFakeOptions, extrasGroup, sizeGroup } from './optionFormTestKit';
import { renderStore, sampleItem, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const panel = () => within(screen.getByRole('region', { name: 'Catalogue' })).getByRole('tabpanel');
const choices = (item: string) => screen.getByRole('dialog', { name: `Choices on ${item}` });
/** The text of each group of the choices dialog, in order. */
const entries = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((entry) => entry.querySelector('.store-item__text')?.textContent);

async function renderWithOptions(items = [sampleItem(1, 'Tea', { price: 800 })]) {
  const fake = createFakeStore({ profile: sampleProfile(), items });
  const options = createFakeOptions(fake);
  server.use(...options.handlers);
  const rendered = await renderStore(fake);
  return { ...rendered, fake, options };
}

describe('/store: choices on an item', () => {
  it('shows each item’s choices on its button and lists them with what shoppers choose', async () => {
    const { user } = await renderWithOptions([
      sampleItem(1, 'Tea', { price: 800 }),
      sampleItem(2, 'Noodles', { options: [sizeGroup(), extrasGroup()] }),
    ]);
    expect(within(panel()).getByRole('button', { name: 'Choices for Tea' })).toHaveTextContent(
      /^Choices$/,
    );
    const button = within(panel()).getByRole('button', { name: 'Choices (2) for Noodles' });
    expect(button).toHaveTextContent(/^Choices \(2\)$/);

    await user.click(button);
    const dialog = choices('Noodles');
    expect(entries(dialog)).toEqual([
      'Size · Choose one · requiredRegular, Large +500 MMK',
      'Extras · Choose up to 2Extra egg +300 MMK, Extra cheese +400 MMK',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Add a group of choices' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Choices (2) for Noodles' })).toHaveFocus();
  });

  it('adds a group with two options: the body, and an Idempotency-Key kept for a retry', async () => {
    const { user, options } = await renderWithOptions();
    // The first answer is lost (a 503 from a proxy): the retry must not add the group twice.
    let refuseOnce = true;
    server.use(
      http.post(apiUrl(optionPaths.storeOptionGroups), async ({ request }) => {
        if (!refuseOnce) return undefined;
        refuseOnce = false;
        options.calls.push({
          method: 'POST',
          path: optionPaths.storeOptionGroups,
          headers: Object.fromEntries(request.headers.entries()),
          body: await request.json(),
        });
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Choices for Tea' }));
    const list = choices('Tea');
    expect(within(list).getByText('No choices yet.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add a group of choices' }));

    const form = screen.getByRole('dialog', { name: 'Add a group of choices' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.type(within(form).getByLabelText('Name'), 'Size');
    await user.type(within(form).getByLabelText('Name in Burmese'), 'အရွယ်အစား');
    await user.click(within(form).getByRole('checkbox', { name: 'Shoppers must choose' }));
    expect(within(form).queryByLabelText('At most')).not.toBeInTheDocument();

    const first = within(form).getByRole('group', { name: 'Option 1' });
    await user.type(within(first).getByLabelText('Option'), 'Regular');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    const second = within(form).getByRole('group', { name: 'Option 2' });
    expect(within(second).getByLabelText('Option')).toHaveFocus();
    await user.type(within(second).getByLabelText('Option'), 'Large');
    await user.type(within(second).getByLabelText('Option in Burmese'), 'အကြီး');
    const price = within(second).getByLabelText('Price difference (MMK)');
    await user.clear(price);
    await user.type(price, '500');
    expect(price).toHaveAccessibleDescription('+500 MMK');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Add a group of choices' }),
      ).not.toBeInTheDocument(),
    );

    const posts = options.callsTo('POST', optionPaths.storeOptionGroups);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toEqual({
      name: 'Size',
      name_my: 'အရွယ်အစား',
      min: 1,
      max: 1,
      options: [
        { name: 'Regular', name_my: '', price: 0 },
        { name: 'Large', name_my: 'အကြီး', price: 500 },
      ],
    });
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(posts[0]?.headers['idempotency-key']).toMatch(/\S+/);
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);

    expect(entries(choices('Tea'))).toEqual([
      'Size · Choose one · requiredRegular, Large +500 MMK',
    ]);
    expect(
      within(panel()).getByRole('button', { name: 'Choices (1) for Tea' }),
    ).toBeInTheDocument();

    // Another group is another submission: a new key.
    await user.click(
      within(choices('Tea')).getByRole('button', { name: 'Add a group of choices' }),
    );
    const next = screen.getByRole('dialog', { name: 'Add a group of choices' });
    await user.type(within(next).getByLabelText('Name'), 'Sugar');
    await user.type(within(next).getByLabelText('Option'), 'Less sugar');
    await user.click(within(next).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(options.callsTo('POST', optionPaths.storeOptionGroups)).toHaveLength(3),
    );
    expect(
      options.callsTo('POST', optionPaths.storeOptionGroups)[2]?.headers['idempotency-key'],
    ).not.toBe(posts[0]?.headers['idempotency-key']);
  });

  it('edits a group: kept options keep their ids, a new one has none, a removed one is left out', async () => {
    const { user, options } = await renderWithOptions([
      sampleItem(1, 'Tea', { options: [sizeGroup()] }),
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Choices (1) for Tea' }));
    await user.click(within(choices('Tea')).getByRole('button', { name: 'Edit Size' }));
    const form = screen.getByRole('dialog', { name: 'Edit group of choices' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Size');
    expect(within(form).getByRole('checkbox', { name: 'Shoppers must choose' })).toBeChecked();
    expect(
      within(form).getByRole('checkbox', { name: 'Shoppers may choose several' }),
    ).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Remove option 1' }));
    const large = within(form).getByRole('group', { name: 'Option 1' });
    expect(within(large).getByLabelText('Option')).toHaveValue('Large');
    expect(within(large).getByLabelText('Option')).toHaveFocus();
    const price = within(large).getByLabelText('Price difference (MMK)');
    await user.clear(price);
    await user.type(price, '700');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(
      within(within(form).getByRole('group', { name: 'Option 2' })).getByLabelText('Option'),
      'Small',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Shoppers may choose several' }));
    const atMost = within(form).getByLabelText('At most');
    const atLeast = within(form).getByLabelText('At least');
    expect(atMost).toHaveValue('2');
    expect(atLeast).toHaveValue('1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit group of choices' }),
      ).not.toBeInTheDocument(),
    );
    const puts = options.callsTo('PUT', optionPaths.storeOptionGroup);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      name: 'Size',
      name_my: 'အရွယ်အစား',
      min: 1,
      max: 2,
      options: [
        { id: 22, name: 'Large', name_my: 'အကြီး', price: 700 },
        { name: 'Small', name_my: '', price: 0 },
      ],
    });
    expect(entries(choices('Tea'))).toEqual([
      'Size · Choose up to 2 · requiredLarge +700 MMK, Small',
    ]);
  });

  it('removes a group only after asking', async () => {
    const { user, options } = await renderWithOptions([
      sampleItem(1, 'Tea', { options: [sizeGroup(), extrasGroup()] }),
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Choices (2) for Tea' }));
    await user.click(within(choices('Tea')).getByRole('button', { name: 'Remove Size' }));
    let question = screen.getByRole('alertdialog', { name: 'Remove group of choices' });
    expect(question).toHaveTextContent('Remove Size and its options from Tea?');
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(options.callsTo('DELETE', optionPaths.storeOptionGroup)).toHaveLength(0);
    expect(entries(choices('Tea'))).toHaveLength(2);

    await user.click(within(choices('Tea')).getByRole('button', { name: 'Remove Size' }));
    question = screen.getByRole('alertdialog', { name: 'Remove group of choices' });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(options.callsTo('DELETE', optionPaths.storeOptionGroup)).toHaveLength(1);
    expect(
      within(choices('Tea')).getByRole('button', { name: 'Add a group of choices' }),
    ).toHaveFocus();
    expect(entries(choices('Tea'))).toEqual([
      'Extras · Choose up to 2Extra egg +300 MMK, Extra cheese +400 MMK',
    ]);
    expect(
      within(panel()).getByRole('button', { name: 'Choices (1) for Tea' }),
    ).toBeInTheDocument();
  });

  it('moves a group: the order is sent as ids, shown at once and announced', async () => {
    const { user, options } = await renderWithOptions([
      sampleItem(1, 'Tea', { options: [sizeGroup(), extrasGroup()] }),
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Choices (2) for Tea' }));
    const dialog = choices('Tea');
    const down = within(dialog).getByRole('button', { name: 'Move down: Size' });
    act(() => down.focus());
    await user.keyboard('{Enter}');
    expect(entries(dialog).map((text) => text?.split(' · ')[0])).toEqual(['Extras', 'Size']);
    expect(within(dialog).getByRole('button', { name: 'Move up: Size' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Size moved to position 2 of 2.');
    await waitFor(() =>
      expect(options.callsTo('PUT', optionPaths.storeOptionGroupOrder)[0]?.body).toEqual({
        ids: [12, 11],
      }),
    );
  });

  it('shows the server’s 422 beside the option it names', async () => {
    const { user } = await renderWithOptions();
    server.use(
      http.post(apiUrl(optionPaths.storeOptionGroups), () =>
        HttpResponse.json(
          {
            status: false,
            message: 'Each option of a group needs its own name.',
            data: { errors: { 'options.1.name': ['Each option of a group needs its own name.'] } },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Choices for Tea' }));
    await user.click(
      within(choices('Tea')).getByRole('button', { name: 'Add a group of choices' }),
    );
    const form = screen.getByRole('dialog', { name: 'Add a group of choices' });
    await user.type(within(form).getByLabelText('Name'), 'Size');
    await user.type(within(form).getByLabelText('Option'), 'Large');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(
      within(within(form).getByRole('group', { name: 'Option 2' })).getByLabelText('Option'),
      'Large',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const second = within(within(form).getByRole('group', { name: 'Option 2' })).getByLabelText(
      'Option',
    );
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription('Each option of a group needs its own name.');
    expect(
      within(within(form).getByRole('group', { name: 'Option 1' })).getByLabelText('Option'),
    ).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Name')).toHaveValue('Size');
  });

  it('stops a group that lets shoppers choose more options than it has, before sending', async () => {
    const { user, options } = await renderWithOptions();
    await user.click(within(panel()).getByRole('button', { name: 'Choices for Tea' }));
    await user.click(
      within(choices('Tea')).getByRole('button', { name: 'Add a group of choices' }),
    );
    const form = screen.getByRole('dialog', { name: 'Add a group of choices' });
    await user.type(within(form).getByLabelText('Name'), 'Extras');
    await user.type(within(form).getByLabelText('Option'), 'Extra egg');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(
      within(within(form).getByRole('group', { name: 'Option 2' })).getByLabelText('Option'),
      'Extra cheese',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Shoppers may choose several' }));
    const atMost = within(form).getByLabelText('At most');
    await user.clear(atMost);
    await user.type(atMost, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('At most')).toHaveAccessibleDescription(
        'At most cannot be more than the number of options.',
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please correct the fields marked below.',
    );
    expect(options.callsTo('POST', optionPaths.storeOptionGroups)).toHaveLength(0);
  });

  it('says at once when a price difference typed is not a whole number of kyats', async () => {
    const { user } = await renderWithOptions();
    await user.click(within(panel()).getByRole('button', { name: 'Choices for Tea' }));
    await user.click(
      within(choices('Tea')).getByRole('button', { name: 'Add a group of choices' }),
    );
    const form = screen.getByRole('dialog', { name: 'Add a group of choices' });
    const price = within(form).getByLabelText('Price difference (MMK)');
    expect(price).toHaveAccessibleDescription('No price difference.');
    await user.clear(price);
    await user.type(price, '2.5');
    // '2' was a price difference on the way; '2.' is not one.
    expect(price).toHaveAccessibleDescription(
      '+2 MMK Enter the price difference in whole kyats, e.g. 500.',
    );
    await user.keyboard('{ArrowUp}');
    expect(price).toHaveValue('102');
    expect(price).toHaveAccessibleDescription('+102 MMK');
  });
});
