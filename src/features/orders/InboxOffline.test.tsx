import { act, screen } from '@testing-library/react';
import { createFakeInbox, renderInbox } from './inboxTestKit';

jest.setTimeout(20_000);

/** The browser says it lost (or found) its connection. */
function browserGoes(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('/store/orders offline', () => {
  it("says 'Reconnecting…' as soon as the browser is offline, though the stream still looked open", async () => {
    await renderInbox(createFakeInbox());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    browserGoes(false);
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('says it in Burmese', async () => {
    await renderInbox(createFakeInbox(), { language: 'my' });
    await screen.findByText('တိုက်ရိုက်');
    browserGoes(false);
    expect(await screen.findByText('ပြန်လည်ချိတ်ဆက်နေသည်…')).toBeInTheDocument();
  });
});
