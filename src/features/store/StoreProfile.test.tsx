import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { PHOTO_MAX_BYTES } from '@contract/store';
import { FakeXhr } from '../../test/fakeXhr';
import { apiUrl, sampleCategories, sampleTownships, server } from '../../test/server';
import { FAKE_WORDS, createFakeStore } from '../../test/storeHandlers';
import { renderStore, sampleProfile } from './storeTestKit';

const profile = () => screen.getByRole('region', { name: 'Store profile' });
/** The weekday rows of the opening hours (groups named by the day). */
const weekIn = (form: HTMLElement) => {
  const hours = within(form).getByRole('group', { name: 'Opening hours' });
  return (name: string) => within(hours).getByRole('group', { name });
};
const category = sampleCategories.categories[1]!;
const township = sampleTownships[2]!;

/** A file as a browser hands it over (Node's File, which the fetch layer of the tests reads). */
const file = (name: string, type: string, size = 2048) =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

/** Holds the photo answer until the test lets it go, so the upload can be seen on its way. */
function holdPhotoAnswer() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
}

// A page of several forms: each test takes many steps through it.
jest.setTimeout(20_000);

describe('/store: the profile', () => {
  it('starts a new store from the shop’s details and saves it with its hours', async () => {
    const fake = createFakeStore();
    const { user } = await renderStore(fake);
    const form = profile();
    const day = weekIn(form);
    expect(within(form).getByLabelText('Shop name')).toHaveValue('Golden Tea House');
    expect(within(form).getByLabelText('Phone')).toHaveValue('09420000001');
    expect(
      within(form).getByText(
        `Left empty, the address is made from the shop name: ${window.location.origin}/shops/golden-tea-house`,
      ),
    ).toBeInTheDocument();

    const categories = within(form).getByLabelText('Category');
    const townships = within(form).getByLabelText('Township');
    await waitFor(() => expect(categories).toHaveTextContent(category.name));
    await waitFor(() => expect(townships).toHaveTextContent(township.name));
    await user.selectOptions(categories, String(category.id));
    await user.selectOptions(townships, String(township.id));
    await user.type(within(form).getByLabelText('Description'), 'Mohinga.');
    // Monday 08:00 to 20:00; Saturday until midnight.
    await user.click(within(day('Monday')).getByRole('checkbox', { name: 'Open' }));
    fireEvent.change(within(day('Monday')).getByLabelText('Opens'), {
      target: { value: '08:00' },
    });
    fireEvent.change(within(day('Monday')).getByLabelText('Closes'), {
      target: { value: '20:00' },
    });
    await user.click(within(day('Saturday')).getByRole('checkbox', { name: 'Open' }));
    fireEvent.change(within(day('Saturday')).getByLabelText('Closes'), {
      target: { value: '00:00' },
    });
    expect(within(day('Sunday')).getByText('Closed all day')).toBeInTheDocument();
    const perSlot = within(form).getByLabelText('Reservations per time slot');
    expect(perSlot).toHaveValue('4');
    await user.clear(perSlot);
    await user.type(perSlot, '12');
    const later = within(form).getByRole('checkbox', { name: 'Take orders for later' });
    expect(later).not.toBeChecked();
    expect(later).toHaveAccessibleDescription(
      'While the shop is closed, shoppers may order for a pickup time inside your opening hours, up to two days ahead.',
    );
    await user.click(later);

    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Your store profile is saved.')).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toEqual({
      name: 'Golden Tea House',
      slug: '',
      description: 'Mohinga.',
      category_id: category.id,
      township_id: township.id,
      address: '',
      phone: '09420000001',
      hours: [
        { weekday: 1, opens: '08:00', closes: '20:00' },
        { weekday: 6, opens: '09:00', closes: '24:00' },
      ],
      slot_capacity: 12,
      max_party_size: 12,
      orders_for_later: true,
      logo_photo_id: null,
      cover_photo_id: null,
    });
    // The overview is fetched again: the store exists now.
    await waitFor(() =>
      expect(screen.queryByText(/Save your store’s profile below/)).not.toBeInTheDocument(),
    );
    expect(
      within(form).getByText(
        `Your store page: ${window.location.origin}/shops/golden-tea-house. Leave this empty to keep it.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the address a typed slug gives, live', async () => {
    const { user } = await renderStore(createFakeStore());
    const slug = within(profile()).getByLabelText('Store page address');
    await user.type(slug, 'golden-tea');
    expect(slug).toHaveAccessibleDescription(
      `Your store page: ${window.location.origin}/shops/golden-tea`,
    );
  });

  it('checks the form before sending it, and says what to fix at each field', async () => {
    const fake = createFakeStore();
    const { user } = await renderStore(fake);
    const form = profile();
    const day = weekIn(form);
    await user.clear(within(form).getByLabelText('Shop name'));
    await user.type(within(form).getByLabelText('Store page address'), 'Golden Tea!');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '၀၉၁၂');
    await user.click(within(day('Tuesday')).getByRole('checkbox', { name: 'Open' }));
    fireEvent.change(within(day('Tuesday')).getByLabelText('Closes'), {
      target: { value: '08:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(within(form).getByLabelText('Shop name')).toHaveAccessibleDescription(
      'Enter your shop’s name.',
    );
    expect(within(form).getByLabelText('Store page address')).toHaveAccessibleDescription(
      expect.stringContaining('Use small letters, digits and single hyphens only'),
    );
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription(
      'Select a category.',
    );
    expect(within(form).getByLabelText('Township')).toHaveAccessibleDescription(
      'Select a township.',
    );
    // Myanmar digits are read as digits: the number is too short, not unreadable.
    expect(within(form).getByLabelText('Phone')).toHaveValue('0912');
    expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Myanmar mobile number'),
    );
    expect(day('Tuesday')).toHaveAccessibleDescription(
      'The closing time must be later than the opening time.',
    );
    expect(within(form).getByText('Please correct the fields marked below.')).toBeInTheDocument();
    expect(fake.callsTo('PUT', apiPaths.store)).toEqual([]);
  });

  it('shows the server’s 422 at its field and keeps what was typed', async () => {
    const fake = createFakeStore({ profile: sampleProfile(), takenSlugs: ['tea-house'] });
    const { user } = await renderStore(fake);
    const form = profile();
    const slug = within(form).getByLabelText('Store page address');
    await user.clear(slug);
    await user.type(slug, 'tea-house');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(FAKE_WORDS.invalid);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(FAKE_WORDS.slugTaken));
    expect(slug).toHaveValue('tea-house');
    expect(within(form).getByLabelText('Description')).toHaveValue('Tea and snacks since 1998.');
  });

  it('offers a logo and a cover only once the store is saved, and says so', async () => {
    const fake = createFakeStore();
    const { user } = await renderStore(fake);
    const form = profile();
    const logo = () => within(form).getByLabelText('Logo');
    const cover = () => within(form).getByLabelText('Cover photo');
    const logoFirst = 'Save your store profile first, then add a logo.';
    const coverFirst = 'Save your store profile first, then add a cover photo.';
    expect(logo()).toBeDisabled();
    expect(logo()).toHaveAccessibleDescription(expect.stringContaining(logoFirst));
    expect(within(form).getByText(logoFirst)).toBeVisible();
    expect(cover()).toBeDisabled();
    expect(cover()).toHaveAccessibleDescription(expect.stringContaining(coverFirst));

    const categories = within(form).getByLabelText('Category');
    const townships = within(form).getByLabelText('Township');
    await waitFor(() => expect(categories).toHaveTextContent(category.name));
    await waitFor(() => expect(townships).toHaveTextContent(township.name));
    await user.selectOptions(categories, String(category.id));
    await user.selectOptions(townships, String(township.id));
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Your store profile is saved.')).toBeInTheDocument();

    await waitFor(() => expect(logo()).toBeEnabled());
    expect(cover()).toBeEnabled();
    expect(within(form).queryByText(logoFirst)).not.toBeInTheDocument();
    expect(within(form).queryByText(coverFirst)).not.toBeInTheDocument();
    await user.upload(logo(), file('logo.png', 'image/png'));
    expect(await within(form).findByRole('img', { name: 'Logo now chosen' })).toBeInTheDocument();
    expect(fake.callsTo('POST', apiPaths.storePhotos)).toHaveLength(1);
  });

  it('uploads a logo with its progress, then saves it with the profile', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const held = holdPhotoAnswer();
    const { user } = await renderStore(fake);
    server.use(
      http.post(apiUrl(apiPaths.storePhotos), async () => {
        await held.gate;
        return undefined; // on to the fake store
      }),
    );
    const form = profile();
    expect(within(form).getAllByText('No photo yet.')).toHaveLength(2);

    await user.upload(within(form).getByLabelText('Logo'), file('logo.png', 'image/png'));
    const progress = await within(form).findByRole('progressbar', { name: 'Uploading Logo' });
    expect(progress).toHaveAttribute('value', '0');
    expect(within(form).getByLabelText('Logo')).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();

    held.release();
    const logo = await within(form).findByRole('img', { name: 'Logo now chosen' });
    expect(logo).toHaveAttribute('src', expect.stringMatching(/\/api\/photos\/ph_\d+\/320$/));
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    const upload = fake.callsTo('POST', apiPaths.storePhotos)[0]!;
    expect(upload.headers.authorization).toBe('Bearer tok-login');
    expect((upload.body as FormData).get('photo')).toMatchObject({ name: 'logo.png' });

    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await within(form).findByText('Your store profile is saved.');
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({
      logo_photo_id: expect.stringMatching(/^ph_\d+$/),
      cover_photo_id: null,
    });
  });

  it('shows how much of the photo is sent as it goes', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    const restore = FakeXhr.install();
    try {
      const form = profile();
      await user.upload(
        within(form).getByLabelText('Cover photo'),
        file('cover.jpg', 'image/jpeg'),
      );
      const xhr = FakeXhr.sent[0]!;
      expect(xhr.url).toBe(apiUrl('merchant/store/3/photos'));
      expect(xhr.headers.authorization).toBe('Bearer tok-login');
      const progress = within(form).getByRole('progressbar', { name: 'Uploading Cover photo' });
      act(() => xhr.progress(400, 1000));
      expect(progress).toHaveAttribute('value', '40');
      expect(within(form).getByText('40%')).toBeInTheDocument();
      act(() => xhr.progress(900, 1000));
      expect(progress).toHaveAttribute('value', '90');
      act(() =>
        xhr.respond(201, { id: 'ph_cover', width: 1280, height: 400, widths: [640, 1280] }),
      );
      expect(
        await within(form).findByRole('img', { name: 'Cover photo now chosen' }),
      ).toHaveAttribute('src', expect.stringMatching(/\/api\/photos\/ph_cover\/640$/));
      expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('leaving the page stops an upload on its way', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user, unmount, store } = await renderStore(fake);
    const restore = FakeXhr.install();
    try {
      await user.upload(within(profile()).getByLabelText('Logo'), file('logo.png', 'image/png'));
      const xhr = FakeXhr.sent[0]!;
      act(() => xhr.progress(100, 1000));
      unmount();
      expect(xhr.aborted).toBe(true);
      expect(store.getState().storePhotos?.logo.upload).toEqual({ status: 'idle' });
    } finally {
      restore();
    }
  });

  it('refuses an unsupported file and a file too large before sending them', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake, { userOptions: { applyAccept: false } });
    const form = profile();
    const cover = within(form).getByLabelText('Cover photo');
    await user.upload(cover, file('animation.gif', 'image/gif'));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Unsupported image');
    expect(cover).toHaveAttribute('aria-invalid', 'true');
    await user.upload(cover, file('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Image too large: 5 MB at most',
    );
    expect(fake.callsTo('POST', apiPaths.storePhotos)).toEqual([]);
  });

  it('shows the server’s refusal of a file it cannot read', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    server.use(
      http.post(apiUrl(apiPaths.storePhotos), () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The given data was invalid.',
            data: { errors: { photo: ['Unsupported image'] } },
          },
          { status: 422 },
        ),
      ),
    );
    await user.upload(within(profile()).getByLabelText('Logo'), file('fake.png', 'image/png'));
    expect(await within(profile()).findByRole('alert')).toHaveTextContent('Unsupported image');
    expect(within(profile()).getAllByText('No photo yet.')).toHaveLength(2);
  });

  it('cancels an upload on its way and keeps the photo there was', async () => {
    const fake = createFakeStore({ profile: sampleProfile() });
    const held = holdPhotoAnswer();
    const { user } = await renderStore(fake);
    server.use(
      http.post(apiUrl(apiPaths.storePhotos), async () => {
        await held.gate;
        return undefined;
      }),
    );
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    const form = profile();
    await user.upload(within(form).getByLabelText('Logo'), file('logo.png', 'image/png'));
    await user.click(await within(form).findByRole('button', { name: 'Cancel upload' }));
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Logo')).toBeEnabled();
    // The request itself is aborted, so its answer can never replace the photo.
    expect(abort).toHaveBeenCalledTimes(1);
    abort.mockRestore();
    held.release();
    expect(within(form).getAllByText('No photo yet.')).toHaveLength(2);
  });

  it('removes a saved cover photo', async () => {
    const fake = createFakeStore({
      profile: sampleProfile({
        cover: { id: 'ph_cover', width: 1280, height: 400, widths: [640, 1280] },
      }),
    });
    const { user } = await renderStore(fake);
    const form = profile();
    expect(within(form).getByRole('img', { name: 'Cover photo now chosen' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove Cover photo' }));
    expect(within(form).getAllByText('No photo yet.')).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await within(form).findByText('Your store profile is saved.');
    expect(fake.callsTo('PUT', apiPaths.store)[0]?.body).toMatchObject({ cover_photo_id: null });
  });

  it('an upload answered 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const fake = createFakeStore({ profile: sampleProfile() });
    const { user } = await renderStore(fake);
    server.use(
      http.post(apiUrl(apiPaths.storePhotos), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    await user.upload(within(profile()).getByLabelText('Logo'), file('logo.png', 'image/png'));
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Unauthorized access - please login again');
    log.mockRestore();
  });
});
