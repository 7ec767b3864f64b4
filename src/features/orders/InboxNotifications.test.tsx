import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MerchantPushDevice } from '@contract/push';
import { fillPath } from '@contract/apiPaths';
import { pushPaths } from '@contract/pushPaths';
import type { PushDevice, RememberedDevice } from '../../shared/push/pushDevice';
import { apiUrl, server } from '../../test/server';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MerchantNotifications } from '../../shared/push/MerchantNotifications';
import { MERCHANT_ID, loggedIn } from './inboxTestKit';

jest.setTimeout(20_000);

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** A browser that can be notified; the permission it will answer with. */
function fakeDevice(answer: 'granted' | 'denied' | 'default' = 'granted') {
  let permission: 'default' | 'granted' | 'denied' = 'default';
  let remembered: RememberedDevice | null = null;
  let subscribed = false;
  const device: PushDevice = {
    supported: () => true,
    permission: () => permission,
    requestPermission: async () => (permission = answer),
    current: async () => (subscribed ? SUBSCRIPTION : null),
    subscribe: async () => {
      subscribed = true;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      const was = subscribed;
      subscribed = false;
      return was;
    },
    label: () => 'Chrome · Android',
    remembered: () => remembered,
    remember: (value) => void (remembered = value),
  };
  return { device, isSubscribed: () => subscribed, remembered: () => remembered };
}

/** The server: push on, the person's devices, and what the calls sent. */
function fakeServer() {
  const devices: MerchantPushDevice[] = [
    {
      id: 3,
      label: 'Firefox · Windows',
      language: 'en',
      events: ['new_order', 'new_reservation'],
      created_at: '2026-12-01T03:00:00.000Z',
    },
  ];
  const posted: unknown[] = [];
  const list = apiUrl(fillPath(pushPaths.merchantPushDevices, { merchantId: MERCHANT_ID }));
  const one = apiUrl(pushPaths.merchantPushDevice.replace(':merchantId', String(MERCHANT_ID)));
  server.use(
    http.get(apiUrl(pushPaths.pushKey), () =>
      HttpResponse.json({ public_key: `B${'C'.repeat(86)}` }),
    ),
    http.get(list, () => HttpResponse.json({ devices })),
    http.post(list, async ({ request }) => {
      const body = (await request.json()) as { language: 'en' | 'my'; label: string };
      posted.push(body);
      const device: MerchantPushDevice = {
        id: 7,
        label: body.label,
        language: body.language,
        events: ['new_order', 'new_reservation'],
        created_at: '2026-12-07T03:00:00.000Z',
      };
      devices.push(device);
      return HttpResponse.json(device, { status: 201 });
    }),
    http.put(one, async ({ params, request }) => {
      const device = devices.find((d) => d.id === Number(params.deviceId))!;
      device.events = ((await request.json()) as { events: MerchantPushDevice['events'] }).events;
      return HttpResponse.json(device);
    }),
    http.delete(one, ({ params }) => {
      devices.splice(
        devices.findIndex((d) => d.id === Number(params.deviceId)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { devices, posted };
}

describe('the inbox’s notifications', () => {
  it('opts this device in, lists it, turns an event off, and opts out', async () => {
    const fake = fakeServer();
    const browser = fakeDevice('granted');
    const { user } = await renderWithProviders(
      <MerchantNotifications merchantId={MERCHANT_ID} device={browser.device} />,
      { preloadedState: loggedIn },
    );
    await user.click(await screen.findByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByText('This device is notified.')).toBeInTheDocument();
    expect(fake.posted).toEqual([{ ...SUBSCRIPTION, language: 'en', label: 'Chrome · Android' }]);
    expect(await screen.findByText('(This device)', { exact: false })).toBeInTheDocument();

    const boxes = await screen.findAllByRole('checkbox', { name: 'New orders' });
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]!);
    await waitFor(() => expect(fake.devices[0]!.events).toEqual(['new_reservation']));

    await user.click(screen.getByRole('button', { name: 'Stop notifications on this device' }));
    expect(
      await screen.findByRole('button', { name: 'Notify me on this device' }),
    ).toBeInTheDocument();
    expect(browser.isSubscribed()).toBe(false);
    expect(browser.remembered()).toBeNull();
    await waitFor(() => expect(fake.devices.map((d) => d.id)).toEqual([3]));
  });

  it('says so when the browser’s permission is refused', async () => {
    fakeServer();
    const browser = fakeDevice('denied');
    const { user } = await renderWithProviders(
      <MerchantNotifications merchantId={MERCHANT_ID} device={browser.device} />,
      { preloadedState: loggedIn },
    );
    await user.click(await screen.findByRole('button', { name: 'Notify me on this device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Notifications are blocked for this site.',
    );
    expect(browser.isSubscribed()).toBe(false);
  });

  it('in Burmese: opts in with the Burmese language, and says push is off when the server has none', async () => {
    const fake = fakeServer();
    const browser = fakeDevice('granted');
    const { user, unmount } = await renderWithProviders(
      <MerchantNotifications merchantId={MERCHANT_ID} device={browser.device} />,
      { preloadedState: languagePreload('my', loggedIn) },
    );
    expect(await screen.findByRole('heading', { name: 'အသိပေးချက်များ' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ဤစက်တွင် အသိပေးပါ' }));
    expect(await screen.findByText('ဤစက်သို့ အသိပေးချက်များ ပို့ပါမည်။')).toBeInTheDocument();
    expect(fake.posted).toEqual([{ ...SUBSCRIPTION, language: 'my', label: 'Chrome · Android' }]);
    // The device's own events come with the list of devices, read after the subscription.
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: 'အော်ဒါအသစ်များ' })).toHaveLength(2),
    );
    unmount();

    server.use(http.get(apiUrl(pushPaths.pushKey), () => HttpResponse.json({ public_key: null })));
    await renderWithProviders(
      <MerchantNotifications merchantId={MERCHANT_ID} device={fakeDevice().device} />,
      { preloadedState: languagePreload('my', loggedIn) },
    );
    expect(await screen.findByText(/စက်များသို့ အသိပေးချက်ပို့ခြင်းကို ဤနေရာတွင် မရရှိနိုင်ပါ။/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ဤစက်တွင် အသိပေးပါ' })).not.toBeInTheDocument();
  });
});
