import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { shweYee } from '../../test/marketplaceFixtures';
import { apiUrl, server } from '../../test/server';
import { TOKEN, clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { fakeRewards } from './rewardsTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

const panel = () => screen.getByRole('region', { name: 'Rewards' });
const posts = () => screen.getByRole('region', { name: 'News and events' });

async function openShop(signedIn: boolean) {
  const rendered = await openStorePage(shopRoute(shweYee.slug), { signedIn });
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  await screen.findByRole('region', { name: 'Rewards' });
  return rendered;
}

describe('the store page’s rewards and posts', () => {
  it('shows the stamp card, points and membership to a visitor', async () => {
    const calls = fakeRewards(shweYee.slug);
    await openShop(false);
    expect(within(panel()).getByText('Collect 3 stamps: Free tea')).toBeInTheDocument();
    expect(within(panel()).getByText('10 points per 1,000 MMK')).toBeInTheDocument();
    expect(within(panel()).getByText('Butter cake: 100 points')).toBeInTheDocument();
    expect(within(panel()).getByText('Members save 10 %')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Join membership' })).toBeInTheDocument();
    expect(within(panel()).getByText('You will sign in first.')).toBeInTheDocument();
    // Signed out: nobody's standing is asked for.
    expect(calls).toEqual([]);
  });

  it('shows a signed-in customer’s standing, and joins and leaves the membership', async () => {
    const calls = fakeRewards(shweYee.slug);
    const { user } = await openShop(true);
    expect(await within(panel()).findByText('Your stamps: 2 of 3')).toBeInTheDocument();
    expect(within(panel()).getByText('Your points: 130')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Join membership' }));
    expect(await within(panel()).findByText('You are a member.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Leave membership' }));
    await within(panel()).findByRole('button', { name: 'Join membership' });
    expect(calls).toEqual([
      `GET loyalty Bearer ${TOKEN}`,
      'POST membership',
      `GET loyalty Bearer ${TOKEN}`,
      'DELETE membership',
      `GET loyalty Bearer ${TOKEN}`,
    ]);
  });

  it('sends a signed-out shopper to sign in before joining', async () => {
    const calls = fakeRewards(shweYee.slug);
    const { user, router } = await openShop(false);
    await user.click(within(panel()).getByRole('button', { name: 'Join membership' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/shops/${encodeURIComponent(shweYee.slug)}`,
    );
    expect(calls).toEqual([]);
  });

  it('shows announcements and events with their date in Myanmar time and the counts', async () => {
    fakeRewards(shweYee.slug);
    await openShop(false);
    const event = within(
      within(posts()).getByRole('heading', { level: 3, name: 'Tea tasting' }).closest('li')!,
    );
    expect(event.getByText('15 Mar 2025 at 16:00 (Myanmar time)')).toBeInTheDocument();
    expect(event.getByText('Try our new leaves.')).toBeInTheDocument();
    expect(event.getByText('4 going · 1 not going')).toBeInTheDocument();
    const news = within(
      within(posts()).getByRole('heading', { level: 3, name: 'New opening hours' }).closest('li')!,
    );
    expect(news.getByText('Announcement')).toBeInTheDocument();
    expect(news.queryByRole('button', { name: 'Going' })).not.toBeInTheDocument();
  });

  /** An answer button of the event 'Tea tasting'. */
  const answerButton = (name: 'Going' | 'Not going') =>
    within(within(posts()).getByRole('group', { name: 'Your answer to Tea tasting' })).getByRole(
      'button',
      { name },
    );

  it('answers an event: the chosen answer is pressed and the counts change', async () => {
    const calls = fakeRewards(shweYee.slug, { rsvps: { '21': 'not_going' } });
    const { user } = await openShop(true);
    await waitFor(() => expect(answerButton('Not going')).toHaveAttribute('aria-pressed', 'true'));
    expect(answerButton('Going')).toHaveAttribute('aria-pressed', 'false');
    await user.click(answerButton('Going'));
    expect(await within(posts()).findByText('5 going · 0 not going')).toBeInTheDocument();
    expect(answerButton('Going')).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContain('PUT rsvp 21 going');
  });

  it("shows the server's words when the event's day has gone by, and keeps the answer given", async () => {
    fakeRewards(shweYee.slug, { rsvps: { '21': 'not_going' } });
    server.use(
      http.put(apiUrl(apiPaths.customerRsvp), () =>
        HttpResponse.json(
          { message: 'This event has already taken place.', reason: 'event_past' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openShop(true);
    await waitFor(() => expect(answerButton('Not going')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(answerButton('Going'));
    expect(await within(posts()).findByRole('alert')).toHaveTextContent(
      'This event has already taken place.',
    );
    expect(answerButton('Not going')).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a signed-out shopper to sign in before answering', async () => {
    const calls = fakeRewards(shweYee.slug);
    const { user, router } = await openShop(false);
    await user.click(within(posts()).getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/login'));
    expect(calls).toEqual([]);
  });
});
