import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { shweYee } from '../../test/marketplaceFixtures';
import { TOKEN, clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';
import { fakeReports } from './reportTestKit';
import { fakeRewards } from './rewardsTestKit';

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});

async function openShop(signedIn = false) {
  const rendered = await openStorePage(shopRoute(shweYee.slug), { signedIn });
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  return rendered;
}

describe('Report this shop', () => {
  it('sends a visitor’s report with its reason and details, then thanks', async () => {
    const sent = fakeReports();
    const { user } = await openShop();
    const opener = screen.getByRole('button', { name: 'Report this shop' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report this shop' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Illegal goods or services',
      'Scam or fraud',
      'Offensive content',
      'Wrong information',
      'Something else',
    ]);
    // No reason: refused here, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(within(reasons).getByRole('radio', { name: 'Wrong information' }));
    await user.type(
      within(dialog).getByLabelText('Details (optional)'),
      ' The phone number is wrong. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Thank you. Your report has been sent to our team.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        slug: shweYee.slug,
        authorization: null,
        body: { reason: 'wrong_information', details: 'The phone number is wrong.' },
      },
    ]);
    // The dialog's own close button and the one at its foot both close it.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    await user.click(closers[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in customer’s token, and shows the server’s refusal', async () => {
    const sent = fakeReports(() =>
      HttpResponse.json(
        { message: 'Too many attempts. Please try again in 60 seconds.' },
        { status: 429 },
      ),
    );
    const { user } = await openShop(true);
    await user.click(screen.getByRole('button', { name: 'Report this shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this shop' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Too many attempts. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { slug: shweYee.slug, authorization: `Bearer ${TOKEN}`, body: { reason: 'scam' } },
    ]);
  });

  it('says so when no answer came', async () => {
    fakeReports(() => HttpResponse.error());
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Report this shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this shop' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'The report could not be sent. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('reports a post with the post chosen', async () => {
    fakeRewards(shweYee.slug);
    const sent = fakeReports();
    const { user } = await openShop();
    const posts = await screen.findByRole('region', { name: 'News and events' });
    const [first] = within(posts).getAllByRole('button', { name: 'Report this post' });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    expect(within(dialog).getByText(/“Tea tasting”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Thank you. Your report has been sent to our team.');
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'offensive', post_id: 21 }]);
  });
});
