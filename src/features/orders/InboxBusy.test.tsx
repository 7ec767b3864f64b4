import { screen, waitFor, within } from '@testing-library/react';
import { createFakeInbox, renderInbox } from './inboxTestKit';

jest.setTimeout(20_000);

const HALF_PAST_SIX = 6.5 * 60 * 60 * 1000;
/** The Yangon clock's HH:MM of an instant (ms). */
const yangonHhmm = (ms: number) => new Date(ms + HALF_PAST_SIX).toISOString().slice(11, 16);

const section = () => screen.getByRole('region', { name: 'Busy' });

describe("/store/orders: 'Busy'", () => {
  it('pauses a branch for 30 minutes, says until when, and takes orders again', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake);
    await screen.findByRole('region', { name: 'Busy' });
    const bahan = within(section()).getByRole('group', { name: 'Bahan' });
    expect(
      within(section())
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Taking orders', 'Taking orders']);
    const before = Date.now();
    await user.click(within(bahan).getByRole('button', { name: 'Pause 30 min' }));
    await waitFor(() =>
      expect(within(section()).getAllByRole('status')[1]).toHaveTextContent(
        /^Busy: no new orders until \d\d:\d\d$/,
      ),
    );
    expect(fake.calls.filter((c) => c.path === 'busy').map((c) => c.body)).toEqual([
      { branch_id: 11, minutes: 30 },
    ]);
    // Until when, on the Yangon clock: 30 minutes from the click (the minute may turn meanwhile).
    const shown = within(section()).getAllByRole('status')[1]!.textContent ?? '';
    expect([yangonHhmm(before + 30 * 60_000), yangonHhmm(Date.now() + 30 * 60_000)]).toContain(
      shown.slice(-5),
    );
    // The shop itself still takes orders.
    expect(within(section()).getAllByRole('status')[0]).toHaveTextContent('Taking orders');

    await user.click(within(bahan).getByRole('button', { name: 'Take orders again' }));
    await waitFor(() =>
      expect(within(section()).getAllByRole('status')[1]).toHaveTextContent('Taking orders'),
    );
    expect(fake.calls.filter((c) => c.path === 'busy').map((c) => c.body)).toEqual([
      { branch_id: 11, minutes: 30 },
      { branch_id: 11, minutes: 0 },
    ]);
    expect(within(bahan).queryByRole('button', { name: 'Take orders again' })).toBeNull();
  });

  it('is in Burmese with Myanmar digits', async () => {
    const fake = createFakeInbox();
    const { user } = await renderInbox(fake, { language: 'my' });
    const shown = await screen.findByRole('region', { name: 'အလုပ်များနေသည်' });
    const shop = within(shown).getByRole('group', { name: 'ဆိုင်' });
    await user.click(within(shop).getByRole('button', { name: '၁၅ မိနစ် ရပ်ရန်' }));
    await waitFor(() =>
      expect(within(shown).getAllByRole('status')[0]).toHaveTextContent(
        /^အလုပ်များနေသည်- [၀-၉]{2}:[၀-၉]{2} အထိ အော်ဒါအသစ် မလက်ခံပါ$/,
      ),
    );
    expect(fake.calls.filter((c) => c.path === 'busy').map((c) => c.body)).toEqual([
      { branch_id: null, minutes: 15 },
    ]);
  });
});
