/**
 * 'Share' on a store page: the browser's share sheet (Web Share API) where it has one; else a
 * dialog of plain links to Viber, Facebook and Telegram and 'Copy link', keyboard reachable with
 * focus kept inside, its outcome announced, and the link shown to copy by hand when the
 * clipboard refuses.
 */
import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';

const PAGE = `http://localhost/shops/${encodeURIComponent(shweYee.slug)}`;
const TEXT = `${shweYee.name} on Merchant Marketplace`;

const clipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
const webShare = (share: ((data: ShareData) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

async function openShop() {
  const rendered = await openStorePage(shopRoute(shweYee.slug));
  await screen.findByRole('heading', { level: 1, name: shweYee.name });
  return rendered;
}

describe('Share on a store page', () => {
  it("without a share sheet: a dialog of links to each app's own share address", async () => {
    webShare(undefined);
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this shop' });
    expect(within(dialog).getByRole('link', { name: 'Share on Viber' })).toHaveAttribute(
      'href',
      `viber://forward?text=${encodeURIComponent(`${TEXT} ${PAGE}`)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Share on Telegram' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(PAGE)}&text=${encodeURIComponent(TEXT)}`,
    );
    for (const link of within(dialog).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // Keyboard: focus starts inside and stays inside; Escape closes and gives it back.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });

  it("'Copy link' copies the page's address, or shows it when the clipboard refuses", async () => {
    webShare(undefined);
    const { user } = await openShop();
    // After user-event's set-up, which puts a clipboard of its own in place.
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this shop' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Link copied.');
    expect(copied).toEqual([PAGE]);
    expect(within(dialog).queryByLabelText('Link to this shop')).toBeNull();

    clipboard(() => Promise.reject(new Error('not allowed')));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The link could not be copied. Select it below and copy it.',
    );
    expect(within(dialog).getByLabelText('Link to this shop')).toHaveValue(PAGE);
  });

  it("with the browser's share sheet: the page, its name and a line, and no dialog", async () => {
    const shared: ShareData[] = [];
    webShare(async (data) => void shared.push(data));
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(shared).toEqual([{ url: PAGE, title: shweYee.name, text: TEXT }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Shared again: the sheet comes again.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(shared).toHaveLength(2);
  });

  it('a dismissed share sheet shows nothing more; a failed one falls back to the dialog', async () => {
    webShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user } = await openShop();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    webShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this shop' })).toBeInTheDocument();
  });
});
