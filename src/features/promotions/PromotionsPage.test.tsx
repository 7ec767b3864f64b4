import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { PromotionsPage } from './PromotionsPage';
import { yangonToday } from './yangonToday';
import {
  MERCHANT_ID,
  createFakePromotions,
  loggedIn,
  renderPromotions,
  sampleBanner,
  samplePost,
} from './promotionsTestKit';

const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const codesSection = () => section('Promo codes');
const postsSection = () => section('Announcements and events');
const bannerSection = () => section('Ad banner');
/** The calendar date thirty days after `date`, counted here apart from the code under test. */
const thirtyDaysAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
const rows = () => within(within(codesSection()).getByRole('table')).getAllByRole('row');

describe('/store/promotions: promo codes', () => {
  it('lists each code’s discount, dates, uses, least total and state', async () => {
    await renderPromotions(createFakePromotions());
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const cells = rows()
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      );
    expect(cells[0]).toEqual([
      '10 %',
      '1 Nov 2026 to 30 Nov 2026',
      '3 of 100',
      '5,000 MMK',
      'Active',
    ]);
    expect(cells[1]).toEqual([
      '2,000 MMK',
      '1 Nov 2026 to 30 Nov 2026',
      '0 (no limit)',
      '0 MMK',
      'Off',
    ]);
    expect(within(rows()[1]!).getByRole('rowheader')).toHaveTextContent('RAIN10');
    expect(screen.getByRole('link', { name: 'Back to your store' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('adds a code after the page’s own checks, with an Idempotency-Key', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(within(codesSection()).getByRole('button', { name: 'Add promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    expect(within(dialog).getByLabelText('Code')).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Percent' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Code'), 'x');
    await user.type(within(dialog).getByLabelText('Percent off'), '120');
    fireEvent.change(within(dialog).getByLabelText('Valid from'), {
      target: { value: '2026-12-10' },
    });
    fireEvent.change(within(dialog).getByLabelText('Valid to'), {
      target: { value: '2026-12-01' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      '3 to 20 letters, digits or dashes; customers may type it in small or capital letters. Use 3 to 20 letters, digits or dashes.',
    );
    expect(within(dialog).getByLabelText('Percent off')).toHaveAccessibleDescription(
      'Enter a whole percent from 1 to 100.',
    );
    expect(within(dialog).getByLabelText('Valid to')).toHaveAccessibleDescription(
      'The end date must not be before the start date.',
    );
    expect(fake.calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Code'), 'mas-2026');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount (MMK)' }));
    const amount = within(dialog).getByLabelText('Amount off (MMK)');
    await user.clear(amount);
    await user.type(amount, '1,500');
    fireEvent.change(within(dialog).getByLabelText('Valid to'), {
      target: { value: '2026-12-31' },
    });
    await user.type(within(dialog).getByLabelText('Most uses'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = fake.callsTo('POST', apiPaths.merchantPromoCodes);
    expect(post?.body).toEqual({
      code: 'XMAS-2026',
      kind: 'amount',
      value: 1500,
      valid_from: '2026-12-10',
      valid_to: '2026-12-31',
      max_uses: 50,
      max_uses_per_customer: null,
      min_total: 0,
      active: true,
    });
    expect(post?.idempotencyKey).toMatch(/\S+/);
    expect(
      await within(codesSection()).findByRole('rowheader', { name: 'XMAS-2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('The promo code is saved.');
  });

  it('gives a new code thirty days unless the merchant picks its last day', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(within(codesSection()).getByRole('button', { name: 'Add promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    const from = within(dialog).getByLabelText('Valid from') as HTMLInputElement;
    const to = within(dialog).getByLabelText('Valid to') as HTMLInputElement;
    expect(from.value).toBe(yangonToday(Date.now()));
    expect(to.value).toBe(thirtyDaysAfter(from.value));
    expect(to.value).not.toBe(from.value);
    // The last day follows a first day moved before any last day is picked.
    fireEvent.change(from, { target: { value: '2026-12-10' } });
    expect(to).toHaveValue('2027-01-09');
    fireEvent.change(to, { target: { value: '2026-12-24' } });
    fireEvent.change(from, { target: { value: '2026-12-12' } });
    expect(to).toHaveValue('2026-12-24');
    await user.type(within(dialog).getByLabelText('Code'), 'XMAS');
    await user.type(within(dialog).getByLabelText('Percent off'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', apiPaths.merchantPromoCodes)[0]?.body).toMatchObject({
      valid_from: '2026-12-12',
      valid_to: '2026-12-24',
    });
  });

  it('keeps an edited code’s own last day', async () => {
    const { user } = await renderPromotions(createFakePromotions());
    await user.click(within(codesSection()).getByRole('button', { name: 'Edit RAIN10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit promo code RAIN10' });
    fireEvent.change(within(dialog).getByLabelText('Valid from'), {
      target: { value: '2026-11-05' },
    });
    expect(within(dialog).getByLabelText('Valid to')).toHaveValue('2026-11-30');
  });

  it('suggests a code that is hard to guess and saves the uses per customer', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(within(codesSection()).getByRole('button', { name: 'Add promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    const code = within(dialog).getByLabelText('Code');
    await user.click(within(dialog).getByRole('button', { name: 'Suggest a code' }));
    const first = (code as HTMLInputElement).value;
    expect(first).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Suggest a code' }));
    expect((code as HTMLInputElement).value).not.toBe(first);
    const suggested = (code as HTMLInputElement).value;
    await user.type(within(dialog).getByLabelText('Percent off'), '10');
    const perCustomer = within(dialog).getByLabelText('Most uses per customer');
    expect(perCustomer).toHaveAccessibleDescription(
      'Leave empty to let a customer use it as often as the code allows.',
    );
    await user.type(perCustomer, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(perCustomer).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number from 1 to 1,000,000, or leave it empty.'),
    );
    expect(fake.calls).toEqual([]);
    await user.clear(perCustomer);
    await user.type(perCustomer, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', apiPaths.merchantPromoCodes)[0]?.body).toMatchObject({
      code: suggested,
      max_uses_per_customer: 1,
    });
  });

  it('shows the server’s 422 words at their fields', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    fake.answerNextWith(() =>
      HttpResponse.json(
        {
          status: false,
          message: 'The given data was invalid.',
          data: { errors: { code: ['This code is already used.'] } },
        },
        { status: 422 },
      ),
    );
    await user.click(within(codesSection()).getByRole('button', { name: 'Add promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'RAIN10');
    await user.type(within(dialog).getByLabelText('Percent off'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
        expect.stringContaining('This code is already used.'),
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The given data was invalid.');
  });

  it('edits a code with PUT', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(within(codesSection()).getByRole('button', { name: 'Edit RAIN10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit promo code RAIN10' });
    expect(within(dialog).getByLabelText('Percent off')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Most uses')).toHaveValue('100');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Active (customers can use it)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT', apiPaths.merchantPromoCode)[0]?.body).toMatchObject({
      code: 'RAIN10',
      active: false,
      max_uses: 100,
      min_total: 5000,
    });
  });

  it('asks before deleting a code; Cancel keeps it', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(within(codesSection()).getByRole('button', { name: 'Delete RAIN10' }));
    let question = screen.getByRole('alertdialog', { name: 'Delete promo code RAIN10?' });
    expect(question).toHaveTextContent(
      'Customers can no longer use RAIN10. Orders that used it keep their discount.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls).toEqual([]);
    await user.click(within(codesSection()).getByRole('button', { name: 'Delete RAIN10' }));
    question = screen.getByRole('alertdialog', { name: 'Delete promo code RAIN10?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(codesSection()).queryByRole('rowheader', { name: 'RAIN10' }),
      ).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('DELETE', apiPaths.merchantPromoCode)).toHaveLength(1);
  });
});

describe('/store/promotions: announcements and events', () => {
  it('shows the month’s use and each event’s answers', async () => {
    await renderPromotions(createFakePromotions());
    const posts = within(postsSection());
    expect(await posts.findByText('3 of 10 posts this month')).toBeInTheDocument();
    expect(
      posts.getByText('A deleted post still counts towards this month’s posts.'),
    ).toBeInTheDocument();
    const event = posts
      .getByRole('heading', { level: 3, name: 'Thadingyut lights night' })
      .closest('li') as HTMLElement;
    expect(within(event).getByText('5 Dec 2026 at 18:30')).toBeInTheDocument();
    const facts = within(event)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual(['Going: 12', 'Not going: 3']);
    const announcement = posts
      .getByRole('heading', { level: 3, name: 'New menu' })
      .closest('li') as HTMLElement;
    expect(within(announcement).queryByRole('term')).not.toBeInTheDocument();
  });

  it('says No limit when the plan has none', async () => {
    await renderPromotions(
      createFakePromotions({ month: { month: '2026-11', used: 4, limit: null } }),
    );
    expect(
      await within(postsSection()).findByText('4 posts this month · No limit'),
    ).toBeInTheDocument();
  });

  it('publishes an event with its date and time', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await within(postsSection()).findByText('3 of 10 posts this month');
    await user.click(within(postsSection()).getByRole('button', { name: 'New post' }));
    const dialog = screen.getByRole('dialog', { name: 'New post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Event' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Full moon festival');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByLabelText('Event date')).toHaveAccessibleDescription(
      'Please choose the event’s date.',
    );
    fireEvent.change(within(dialog).getByLabelText('Event date'), {
      target: { value: '2026-12-24' },
    });
    fireEvent.change(within(dialog).getByLabelText('Event time'), { target: { value: '19:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST', apiPaths.merchantPosts)[0]?.body).toEqual({
      kind: 'event',
      title: 'Full moon festival',
      body: '',
      event_date: '2026-12-24',
      event_time: '19:00',
      photo_id: null,
    });
    expect(await within(postsSection()).findByText('4 of 10 posts this month')).toBeInTheDocument();
  });

  it('retries a failed post with the same Idempotency-Key, and a changed one with a new key', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await within(postsSection()).findByText('3 of 10 posts this month');
    fake.answerNextWith(() => HttpResponse.json({ message: 'Server busy' }, { status: 503 }));
    fake.answerNextWith(() => HttpResponse.error());
    await user.click(within(postsSection()).getByRole('button', { name: 'New post' }));
    const dialog = screen.getByRole('dialog', { name: 'New post' });
    await user.type(within(dialog).getByLabelText('Title'), 'Closed on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Server busy')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(
      await within(dialog).findByText(
        'No answer from the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = fake.callsTo('POST', apiPaths.merchantPosts).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/\S+/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);

    // A new submission (another post) takes a new key.
    await user.click(within(postsSection()).getByRole('button', { name: 'New post' }));
    const next = screen.getByRole('dialog', { name: 'New post' });
    await user.type(within(next).getByLabelText('Title'), 'Open on Tuesday');
    await user.click(within(next).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fake.callsTo('POST', apiPaths.merchantPosts)).toHaveLength(4));
    expect(fake.callsTo('POST', apiPaths.merchantPosts)[3]?.idempotencyKey).not.toBe(keys[0]);
  });

  it('at the month’s limit, says why and offers no new post', async () => {
    await renderPromotions(
      createFakePromotions({ month: { month: '2026-11', used: 10, limit: 10 } }),
    );
    const posts = within(postsSection());
    expect(await posts.findByText('10 of 10 posts this month')).toBeInTheDocument();
    const add = posts.getByRole('button', { name: 'New post' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'You have used all 10 posts of this month. New posts can be published next month, or with a plan that allows more. See plans',
    );
    expect(posts.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/price');
  });

  it('shows the server’s refusal at the limit on the title', async () => {
    const fake = createFakePromotions({ month: { month: '2026-11', used: 9, limit: 10 } });
    const { user } = await renderPromotions(fake);
    await within(postsSection()).findByText('9 of 10 posts this month');
    fake.answerNextWith(() =>
      HttpResponse.json(
        {
          status: false,
          message: 'The given data was invalid.',
          data: { errors: { title: ['Your plan allows 10 posts a month.'] } },
        },
        { status: 422 },
      ),
    );
    await user.click(within(postsSection()).getByRole('button', { name: 'New post' }));
    const dialog = screen.getByRole('dialog', { name: 'New post' });
    await user.type(within(dialog).getByLabelText('Title'), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(
        'Your plan allows 10 posts a month.',
      ),
    );
  });

  it('explains that a deleted post still counts, then deletes it', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await within(postsSection()).findByText('3 of 10 posts this month');
    await user.click(within(postsSection()).getByRole('button', { name: 'Delete New menu' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete New menu?' });
    expect(question).toHaveTextContent(
      'The post leaves your store page. It still counts towards this month’s posts.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(postsSection()).queryByRole('heading', { name: 'New menu' }),
      ).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('DELETE', apiPaths.merchantPost)).toHaveLength(1);
  });

  it('edits a post with PUT, keeping its kind and date', async () => {
    const fake = createFakePromotions({ posts: [samplePost(1)] });
    const { user } = await renderPromotions(fake);
    await user.click(
      await within(postsSection()).findByRole('button', { name: 'Edit Thadingyut lights night' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit post' });
    expect(within(dialog).getByRole('radio', { name: 'Event' })).toBeChecked();
    expect(within(dialog).getByLabelText('Event date')).toHaveValue('2026-12-05');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Lights night');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT', apiPaths.merchantPost)[0]?.body).toEqual({
      kind: 'event',
      title: 'Lights night',
      body: 'Tea and snacks under the lanterns.',
      event_date: '2026-12-05',
      event_time: '18:30',
      photo_id: null,
    });
  });
});

describe('/store/promotions: the ad banner', () => {
  it('shows the banner’s window in Myanmar time, its state and figures', async () => {
    await renderPromotions(createFakePromotions());
    const banner = within(bannerSection());
    expect(
      await banner.findByRole('img', { name: 'Your banner: Rainy season sale' }),
    ).toBeInTheDocument();
    expect(banner.getByText('Showing now')).toBeInTheDocument();
    expect(banner.getByText('Units of the add-on: 2 (60 days)')).toBeInTheDocument();
    const facts = banner
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual(['Shown: 1 Nov 2026 to 31 Dec 2026', 'Impressions: 1,234', 'Clicks: 56']);
  });

  it('says when the banner has ended', async () => {
    const ended = sampleBanner();
    ended.banner = { ...ended.banner!, active: false };
    await renderPromotions(createFakePromotions({ banner: ended }));
    expect(await within(bannerSection()).findByText('Ended')).toBeInTheDocument();
  });

  it('replaces the banner: a picture uploaded and a title, then PUT', async () => {
    const fake = createFakePromotions();
    const { user } = await renderPromotions(fake);
    await user.click(
      await within(bannerSection()).findByRole('button', { name: 'Replace banner' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Replace banner' });
    expect(within(dialog).getByLabelText('Banner title')).toHaveValue('Rainy season sale');
    await user.upload(
      within(dialog).getByLabelText('Banner picture'),
      new NodeFile([new Uint8Array(64)], 'banner.webp', { type: 'image/webp' }) as unknown as File,
    );
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    const title = within(dialog).getByLabelText('Banner title');
    await user.clear(title);
    await user.type(title, 'Cool season sale');
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT', apiPaths.merchantBanner)[0]?.body).toEqual({
      photo_id: 'ph_1',
      title: 'Cool season sale',
    });
    expect(
      await within(bannerSection()).findByRole('img', { name: 'Your banner: Cool season sale' }),
    ).toBeInTheDocument();
  });

  it('wants a picture for a first banner', async () => {
    const fake = createFakePromotions({ banner: { units: 1, banner: null } });
    const { user } = await renderPromotions(fake);
    expect(await within(bannerSection()).findByText('No banner yet.')).toBeInTheDocument();
    await user.click(within(bannerSection()).getByRole('button', { name: 'Upload a banner' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload a banner' });
    await user.type(within(dialog).getByLabelText('Banner title'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(within(dialog).getByText('Please upload the banner’s picture.')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it.each([
    ['the plan refuses it (403)', 'refused' as const],
    ['the add-on has no units', { units: 0, banner: null }],
  ])('explains and links to /price when %s', async (_case, banner) => {
    await renderPromotions(createFakePromotions({ banner }));
    const view = within(bannerSection());
    expect(
      await view.findByText(
        'Your plan does not include this feature: add the Advertisement Banner add-on to show a banner on the marketplace.',
      ),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'See plans and add-ons' })).toHaveAttribute(
      'href',
      '/price',
    );
    expect(view.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('/store/promotions: the session', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    server.use(...createFakePromotions().handlers);
    const { router } = await renderWithProviders(<PromotionsPage />, {
      route: '/store/promotions',
      path: '/store/promotions',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a 401 shows the session-expired screen', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const fake = createFakePromotions();
    server.use(...fake.handlers);
    server.use(
      http.get(apiUrl(fillPath(apiPaths.merchantPosts, { merchantId: MERCHANT_ID })), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    await renderWithProviders(<PromotionsPage />, {
      route: '/store/promotions',
      path: '/store/promotions',
      preloadedState: loggedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeInTheDocument();
    log.mockRestore();
  });
});
