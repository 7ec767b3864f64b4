/**
 * The composer's sharing (Social Media Content add-on): each shared post's page and its share
 * links (plain links with the page's address and `?via=`), 'Copy link' (the clipboard, or the
 * link shown when there is none), the opens from each network, the month's shared posts; a post
 * past them and a shop without the add-on. In English and Burmese.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { MerchantPosts } from '@contract/loyalty';
import { createFakePromotions, renderPromotions, samplePost } from './promotionsTestKit';

const SHARING: MerchantPosts['sharing'] = {
  active: true,
  used: 1,
  limit: 15,
  posts: [
    {
      post_id: 1,
      path: '/shops/shwe-yee/posts/1',
      opens: { facebook: 3, viber: 1, telegram: 0, link: 12 },
    },
  ],
};

const fakeWithSharing = (sharing = SHARING) =>
  createFakePromotions({
    posts: [
      samplePost(1),
      samplePost(2, {
        kind: 'announcement',
        title: 'New menu',
        body: '',
        event_date: null,
        event_time: null,
        rsvp: null,
      }),
    ],
    sharing,
  });

const postItem = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('sharing posts in English', () => {
  it('offers each shared post’s page and its share links, and counts its opens', async () => {
    await renderPromotions(fakeWithSharing());
    expect(screen.getByText('1 of 15 shared posts this month')).toBeInTheDocument();
    const shared = postItem('Thadingyut lights night');
    const links = within(shared).getByRole('list', { name: 'Share Thadingyut lights night' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Open the post’s page', 'http://localhost/shops/shwe-yee/posts/1'],
      [
        'Share to Facebook',
        'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fshops%2Fshwe-yee%2Fposts%2F1%3Fvia%3Dfacebook',
      ],
      [
        'Share to Viber',
        'viber://forward?text=http%3A%2F%2Flocalhost%2Fshops%2Fshwe-yee%2Fposts%2F1%3Fvia%3Dviber',
      ],
      [
        'Share to Telegram',
        'https://t.me/share/url?url=http%3A%2F%2Flocalhost%2Fshops%2Fshwe-yee%2Fposts%2F1%3Fvia%3Dtelegram',
      ],
    ]);
    expect(within(shared).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Opens of the post’s page',
    );
    const opens = Array.from(shared.querySelectorAll('.promotions-share dl > div')).map(
      (row) => row.textContent,
    );
    expect(opens).toEqual([
      'From Facebook3',
      'From Viber1',
      'From Telegram0',
      'From the copied link12',
    ]);
    // A post past the month's shared posts: on the store page only.
    const plain = postItem('New menu');
    expect(within(plain).getByText('Store page only: not shared')).toBeInTheDocument();
    expect(within(plain).queryByRole('link', { name: 'Share to Facebook' })).toBeNull();
  });

  it('copies the page’s address with via=link, and shows it when there is no clipboard', async () => {
    const { user } = await renderPromotions(fakeWithSharing());
    // After user-event's set-up, which puts a clipboard of its own in place.
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    const shared = postItem('Thadingyut lights night');
    await user.click(within(shared).getByRole('button', { name: 'Copy link' }));
    expect(await within(shared).findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual(['http://localhost/shops/shwe-yee/posts/1?via=link']);

    clipboard(() => Promise.reject(new Error('not allowed')));
    await user.click(within(shared).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(shared).findByText(
        'The link could not be copied: http://localhost/shops/shwe-yee/posts/1?via=link',
      ),
    ).toBeInTheDocument();
  });

  it('says when the month’s shared posts are used', async () => {
    await renderPromotions(fakeWithSharing({ ...SHARING, used: 15 }));
    expect(screen.getByText('15 of 15 shared posts this month')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This month’s 15 shared posts are used: new posts appear on your store page only.',
      ),
    ).toBeInTheDocument();
  });

  it('without the add-on: no share links, and what the add-on gives', async () => {
    await renderPromotions(createFakePromotions());
    expect(
      screen.getByText(
        'With the Social Media Content add-on, your posts get their own page to share on Facebook, Viber and Telegram.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'About the Social Media Content add-on' }),
    ).toHaveAttribute('href', '/additionalFeatures/SocialMedia');
    expect(screen.queryByRole('link', { name: 'Share to Facebook' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByText('Store page only: not shared')).toBeNull();
  });
});

describe('sharing posts in Burmese', () => {
  it('says the links, the opens and the month’s shared posts in Burmese, with Myanmar digits', async () => {
    const { user } = await renderPromotions(fakeWithSharing(), { language: 'my' });
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    expect(screen.getByText('ဤလ မျှဝေပို့စ် ၁၅ ခုအနက် ၁ ခု')).toBeInTheDocument();
    const shared = postItem('Thadingyut lights night');
    const links = within(shared).getByRole('list', { name: 'Thadingyut lights night ကို မျှဝေရန်' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ပို့စ်၏ စာမျက်နှာကို ဖွင့်ရန်', 'Facebook သို့ မျှဝေရန်', 'Viber သို့ မျှဝေရန်', 'Telegram သို့ မျှဝေရန်']);
    const opens = Array.from(shared.querySelectorAll('.promotions-share dl > div')).map(
      (row) => row.textContent,
    );
    expect(opens).toEqual(['Facebook မှ၃', 'Viber မှ၁', 'Telegram မှ၀', 'ကူးယူထားသော လင့်ခ်မှ၁၂']);
    expect(
      within(postItem('New menu')).getByText('ဆိုင်စာမျက်နှာပေါ်တွင်သာ- မျှဝေထားခြင်း မရှိပါ'),
    ).toBeInTheDocument();
    await user.click(within(shared).getByRole('button', { name: 'လင့်ခ် ကူးယူရန်' }));
    await waitFor(() => expect(within(shared).getByText('လင့်ခ်ကို ကူးယူပြီးပါပြီ')).toBeInTheDocument());
    expect(copied).toEqual(['http://localhost/shops/shwe-yee/posts/1?via=link']);
  });
});
