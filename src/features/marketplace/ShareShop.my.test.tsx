import { screen, within } from '@testing-library/react';
import { shweYee } from '../../test/marketplaceFixtures';
import { clearKeptBaskets, openStorePage, shopRoute } from './orderingTestSetup';

const PAGE = `http://localhost/shops/${encodeURIComponent(shweYee.slug)}?lang=my`;

beforeEach(() => {
  clearKeptBaskets();
  localStorage.clear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('Share on a store page in Burmese', () => {
  it("shares the page's Burmese address, in Burmese words", async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const { user } = await openStorePage(shopRoute(shweYee.slug), { language: 'my' });
    await screen.findByRole('heading', { level: 1, name: shweYee.name });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'မျှဝေရန်' }));
    const dialog = await screen.findByRole('dialog', { name: 'ဤဆိုင်ကို မျှဝေရန်' });
    expect(within(dialog).getByRole('link', { name: 'Facebook တွင် မျှဝေရန်' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Telegram တွင် မျှဝေရန်' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(PAGE)}&text=${encodeURIComponent(
        `Merchant Marketplace ပေါ်ရှိ ${shweYee.name}`,
      )}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Viber တွင် မျှဝေရန်' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'လင့်ခ်ကို ကူးယူရန်' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('လင့်ခ်ကို ကူးယူပြီးပါပြီ။');
    expect(copied).toEqual([PAGE]);
  });
});
