import { screen, within } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderApp } from '../../test/renderWithProviders';
import { shweYee } from '../../test/marketplaceFixtures';

/** Monday 3 March 2025, 10:00 in Yangon. */
const MONDAY_10AM = Date.parse('2025-03-03T10:00:00+06:30');

async function openInBurmese(slug: string, now = MONDAY_10AM) {
  const rendered = await renderApp({
    route: `/shops/${encodeURIComponent(slug)}`,
    preloadedState: languagePreload('my'),
    extra: { now: () => now },
  });
  return rendered;
}

describe('a store page in Burmese', () => {
  it('shows hours, prices and the phone in Myanmar digits, and whether it is open', async () => {
    await openInBurmese(shweYee.slug);
    expect(
      await screen.findByRole('heading', { level: 1, name: shweYee.name }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryByText('အတည်ပြုပြီး')).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Bahan၊ Yangon West' })).toBeInTheDocument();

    const hours = screen.getByRole('region', { name: 'ဖွင့်ချိန်' });
    expect(within(hours).getByRole('status')).toHaveTextContent('ယခု ဖွင့်ထားပါသည်');
    const rows = within(within(hours).getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('တနင်္လာယနေ့၀၆:၀၀ မှ ၂၀:၀၀ အထိ');
    expect(rows[5]).toHaveTextContent('စနေ၀၇:၀၀ မှ ၁၈:၀၀ အထိ');
    expect(rows[6]).toHaveTextContent('တနင်္ဂနွေပိတ်သည်');

    const contact = screen.getByRole('region', { name: 'ဆက်သွယ်ရန်' });
    expect(within(contact).getByText('ဖုန်းနံပါတ်')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '၀၉၄၂၀၀၁၂၃၄၅' })).toHaveAttribute(
      'href',
      'tel:+959420012345',
    );

    const menu = screen.getByRole('region', { name: 'မီနူး' });
    const noodles = within(menu).getByRole('region', { name: 'Noodles' });
    const [mohinga, shan] = within(noodles).getAllByRole('listitem');
    expect(mohinga).toHaveTextContent('၂,၅၀၀ ကျပ်');
    expect(shan).toHaveTextContent('၃,၀၀၀ ကျပ်');
    expect(within(shan!).getByText('လောလောဆယ် မရနိုင်ပါ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ဆိုင်ခွဲများ' })).toHaveTextContent('Sanchaung branch');
    expect(document.body.textContent).not.toMatch(/\bmarketplace\.[a-zA-Z]/);
  });

  it('says it is closed on a closed day', async () => {
    await openInBurmese(shweYee.slug, Date.parse('2025-03-09T12:00:00+06:30'));
    const hours = await screen.findByRole('region', { name: 'ဖွင့်ချိန်' });
    expect(within(hours).getByRole('status')).toHaveTextContent('ပိတ်ထားပါသည်');
    expect(within(hours).getByRole('row', { name: /ယနေ့/ })).toHaveTextContent('တနင်္ဂနွေ');
  });

  it('says Shop not found in Burmese', async () => {
    await openInBurmese('no-such-shop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ဆိုင်ကို ရှာမတွေ့ပါ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ဆိုင်များ ကြည့်ရှုရန်' })).toHaveAttribute(
      'href',
      '/customer',
    );
    expect(document.title).toBe('ဆိုင်ကို ရှာမတွေ့ပါ | Merchant Marketplace');
  });
});
