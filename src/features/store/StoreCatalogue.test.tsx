import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, server } from '../../test/server';
import { FAKE_WORDS, createFakeStore } from '../../test/storeHandlers';
import { renderStore, sampleItem, sampleProfile } from './storeTestKit';

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

const catalogue = () => screen.getByRole('region', { name: 'Catalogue' });
const panel = () => within(catalogue()).getByRole('tabpanel');
/** The names of the entries of a list, in order. */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.store-item__name')?.textContent);

const products = [
  sampleItem(1, 'Tea', { price: 800 }),
  sampleItem(2, 'Coffee', { price: 1500, available: false }),
  sampleItem(3, 'Juice', { price: 2500 }),
  sampleItem(4, 'Haircut', { kind: 'service', price: 5000 }),
];
const menu = {
  sections: [
    { id: 10, name: 'Noodles' },
    { id: 11, name: 'Drinks' },
    { id: 12, name: 'Desserts' },
  ],
  items: [
    sampleItem(20, 'Mohinga', { kind: 'menu_item', section_id: 10 }),
    sampleItem(21, 'Shan noodles', { kind: 'menu_item', section_id: 10 }),
    sampleItem(22, 'Lime juice', { kind: 'menu_item', section_id: 11 }),
  ],
};

/** Moves the keyboard focus to a control, as Tab would. */
const focus = (element: HTMLElement) => act(() => element.focus());

describe('/store: the catalogue', () => {
  it('shows each kind in its tab, and the tabs answer the arrow keys', async () => {
    const { user } = await renderStore(
      createFakeStore({ profile: sampleProfile(), items: products }),
    );
    const tabs = within(catalogue()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Products (3)',
      'Services (1)',
      'Menu (0)',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const list = within(panel()).getByRole('list');
    expect(names(list)).toEqual(['Tea', 'Coffee', 'Juice']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      'Coffee1,500 MMKNot available',
    );

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    const services = within(catalogue()).getByRole('tab', { name: 'Services (1)' });
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute('aria-selected', 'true');
    expect(names(within(panel()).getByRole('list'))).toEqual(['Haircut']);
    await user.keyboard('{End}');
    expect(within(catalogue()).getByRole('tab', { name: 'Menu (0)' })).toHaveFocus();
    expect(within(panel()).getByText(/No menu sections yet/)).toBeInTheDocument();
  });

  it('offers no item photo until the store is saved, and says so', async () => {
    const { user } = await renderStore(createFakeStore());
    await user.click(within(panel()).getByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product' });
    const photo = within(dialog).getByLabelText('Photo');
    expect(photo).toBeDisabled();
    expect(photo).toHaveAccessibleDescription(
      expect.stringContaining('Save your store profile first, then add a photo.'),
    );
  });

  it('adds a product priced in Myanmar digits, with a photo, not available yet', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    expect(within(panel()).getByText('No products yet.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Milk tea');
    const price = within(dialog).getByLabelText('Price (MMK)');
    await user.clear(price);
    await user.type(price, '၁,၂၀၀');
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new NodeFile([new Uint8Array(64)], 'tea.webp', { type: 'image/webp' }) as unknown as File,
    );
    expect(
      await within(dialog).findByRole('img', { name: 'Photo now chosen' }),
    ).toBeInTheDocument();
    const available = within(dialog).getByRole('checkbox', { name: 'Available to customers' });
    expect(available).toBeChecked();
    await user.click(available);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fake.callsTo('POST', apiPaths.storeItems)[0];
    expect(post?.body).toEqual({
      kind: 'product',
      section_id: null,
      name: 'Milk tea',
      description: '',
      price: 1200,
      photo_id: expect.stringMatching(/^ph_\d+$/),
      available: false,
    });
    expect(post?.headers['idempotency-key']).toMatch(/\S+/);
    const list = await within(panel()).findByRole('list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Milk tea1,200 MMKNot available');
  });

  it('says at once when the price typed is not a price, and steps it with the arrow keys', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    await user.click(within(panel()).getByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a product' });
    const price = within(dialog).getByLabelText('Price (MMK)');
    await user.clear(price);
    await user.type(price, '12.5');
    expect(price).toHaveAccessibleDescription(
      'In whole kyats. The arrow keys change it by 100. Enter the price in whole kyats, e.g. 1500.',
    );
    await user.clear(price);
    await user.type(price, '1500');
    expect(price).toHaveAccessibleDescription('In whole kyats. The arrow keys change it by 100.');
    await user.keyboard('{ArrowUp}');
    expect(price).toHaveValue('1600');
  });

  it('edits an item’s availability', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), items: products });
    const { user } = await renderStore(fake);
    await user.click(within(panel()).getByRole('button', { name: 'Edit Coffee' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getByLabelText('Price (MMK)')).toHaveValue('1500');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Available to customers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT', apiPaths.storeItem)[0]?.body).toMatchObject({
      name: 'Coffee',
      price: 1500,
      available: true,
    });
  });

  it('moves an item by keyboard: the focus stays on it and the new place is announced', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), items: products });
    const { user } = await renderStore(fake);
    const down = within(panel()).getByRole('button', { name: 'Move down: Tea' });
    focus(down);
    await user.keyboard('{Enter}');
    expect(names(within(panel()).getByRole('list'))).toEqual(['Coffee', 'Tea', 'Juice']);
    expect(within(panel()).getByRole('button', { name: 'Move down: Tea' })).toHaveFocus();
    expect(within(catalogue()).getByRole('status')).toHaveTextContent(
      'Tea moved to position 2 of 3.',
    );
    await waitFor(() =>
      expect(fake.callsTo('PUT', apiPaths.storeItemOrder)[0]?.body).toEqual({ ids: [2, 1, 3] }),
    );

    // At the bottom its Move down is disabled: the focus goes to its Move up.
    await user.keyboard('{Enter}');
    expect(names(within(panel()).getByRole('list'))).toEqual(['Coffee', 'Juice', 'Tea']);
    expect(within(panel()).getByRole('button', { name: 'Move down: Tea' })).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Move up: Tea' })).toHaveFocus();
    await waitFor(() => expect(fake.state().items.map((item) => item.id)).toEqual([2, 3, 1, 4]));
  });

  it('puts the old order back when the server refuses the new one, and says why', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), items: products });
    const { user } = await renderStore(fake);
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    server.use(
      http.put(apiUrl(apiPaths.storeItemOrder), async () => {
        await refused;
        return HttpResponse.json({ message: 'The order could not be saved.' }, { status: 500 });
      }),
    );
    focus(within(panel()).getByRole('button', { name: 'Move up: Juice' }));
    await user.keyboard('{Enter}');
    // Shown at once, before the server has answered…
    expect(names(within(panel()).getByRole('list'))).toEqual(['Tea', 'Juice', 'Coffee']);
    refuse();
    // …and put back when it refuses.
    expect(await within(catalogue()).findByRole('alert')).toHaveTextContent(
      'The new order could not be saved, so Juice is back in its place: The order could not be saved.',
    );
    expect(names(within(panel()).getByRole('list'))).toEqual(['Tea', 'Coffee', 'Juice']);
    expect(within(panel()).getByRole('button', { name: 'Move up: Juice' })).toHaveFocus();
    expect(fake.state().items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('moves an item by dragging it onto another', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), items: products });
    await renderStore(fake);
    const entries = within(within(panel()).getByRole('list')).getAllByRole('listitem');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(entries[2]!, { dataTransfer });
    fireEvent.dragOver(entries[0]!, { dataTransfer });
    fireEvent.drop(entries[0]!, { dataTransfer });
    fireEvent.dragEnd(entries[2]!, { dataTransfer });
    expect(names(within(panel()).getByRole('list'))).toEqual(['Juice', 'Tea', 'Coffee']);
    await waitFor(() =>
      expect(fake.callsTo('PUT', apiPaths.storeItemOrder)[0]?.body).toEqual({ ids: [3, 1, 2] }),
    );
    expect(within(catalogue()).getByRole('status')).toHaveTextContent(
      'Juice moved to position 1 of 3.',
    );
  });

  it('keeps menu items in their sections, and reorders the sections', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), ...menu });
    const { user } = await renderStore(fake);
    await user.click(within(catalogue()).getByRole('tab', { name: 'Menu (3)' }));
    const sections = within(panel()).getAllByRole('heading', { level: 3 });
    expect(sections.map((h) => h.textContent)).toEqual(['Noodles', 'Drinks', 'Desserts']);
    expect(within(panel()).getByText('No items in this section yet.')).toBeInTheDocument();

    focus(within(panel()).getByRole('button', { name: 'Move down: Mohinga' }));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fake.callsTo('PUT', apiPaths.storeItemOrder)[0]?.body).toEqual({ ids: [21, 20] }),
    );
    expect(within(panel()).getByRole('button', { name: 'Move down: Mohinga' })).toBeDisabled();

    focus(within(panel()).getByRole('button', { name: 'Move up: Desserts' }));
    await user.keyboard('{Enter}');
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Noodles', 'Desserts', 'Drinks']);
    expect(within(panel()).getByRole('button', { name: 'Move up: Desserts' })).toHaveFocus();
    await waitFor(() =>
      expect(fake.callsTo('PUT', apiPaths.storeSectionOrder)[0]?.body).toEqual({
        ids: [10, 12, 11],
      }),
    );
  });

  it('adds, renames and removes menu sections; a section with items is refused (409)', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), ...menu });
    const { user } = await renderStore(fake);
    await user.click(within(catalogue()).getByRole('tab', { name: 'Menu (3)' }));

    await user.click(within(panel()).getByRole('button', { name: 'Add menu section' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a menu section' });
    await user.type(within(dialog).getByLabelText('Section name'), 'Rice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(panel()).findByRole('heading', { name: 'Rice' })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Rename Rice' }));
    dialog = screen.getByRole('dialog', { name: 'Rename menu section' });
    const name = within(dialog).getByLabelText('Section name');
    expect(name).toHaveValue('Rice');
    await user.clear(name);
    await user.type(name, 'Rice dishes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel()).findByRole('heading', { name: 'Rice dishes' }),
    ).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Remove Noodles' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove menu section' });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      FAKE_WORDS.sectionNotEmpty,
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(panel()).getByRole('heading', { name: 'Noodles' })).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Remove Desserts' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove menu section' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(within(panel()).queryByRole('heading', { name: 'Desserts' })).not.toBeInTheDocument(),
    );
  });

  it('adds a menu item to the section it was asked from', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), ...menu });
    const { user } = await renderStore(fake);
    await user.click(within(catalogue()).getByRole('tab', { name: 'Menu (3)' }));
    await user.click(within(panel()).getByRole('button', { name: 'Add menu item to Drinks' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a menu item' });
    expect(within(dialog).getByLabelText('Menu section')).toHaveValue('11');
    await user.type(within(dialog).getByLabelText('Name'), 'Iced coffee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', apiPaths.storeItems)[0]?.body).toMatchObject({
      kind: 'menu_item',
      section_id: 11,
      name: 'Iced coffee',
      price: 0,
    });
  });

  it('removes an item after asking', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), items: products });
    const { user } = await renderStore(fake);
    await user.click(within(panel()).getByRole('button', { name: 'Remove Juice' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove item' });
    expect(question).toHaveTextContent('Remove Juice from your catalogue?');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(names(within(panel()).getByRole('list'))).toEqual(['Tea', 'Coffee']),
    );
    expect(fake.callsTo('DELETE', apiPaths.storeItem)).toHaveLength(1);
  });
});
