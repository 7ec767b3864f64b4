import { act, screen, waitFor } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OfflineNotice } from './OfflineNotice';
import { setWorkerHost, type WorkerHost } from './workerHost';

function browserGoes(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the offline banner', () => {
  it('says so while the browser is offline, and goes when it is back', async () => {
    await renderWithProviders(<OfflineNotice />);
    // Its code arrives after the page (while online): nothing to say until then.
    const status = await screen.findByRole('status', { hidden: true });
    expect(status).not.toBeVisible();
    browserGoes(false);
    expect(status).toBeVisible();
    expect(status).toHaveTextContent('You are offline Pages load when you are back online.');
    browserGoes(true);
    expect(status).not.toBeVisible();
    expect(status).toBeEmptyDOMElement();
  });

  it('says so in Burmese', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithProviders(<OfflineNotice />, { preloadedState: languagePreload('my') });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ အင်တာနက် ပြန်ရလျှင် စာမျက်နှာများ ပြန်ဖွင့်နိုင်ပါမည်။',
    );
  });
});

describe("the offline copy's note and the new version's prompt", () => {
  /** A worker that answered the page with a copy saved at 11:05 in Yangon, and has a new version. */
  function workerWithCopy() {
    const heard: { waiting?: () => void } = {};
    const host: jest.Mocked<WorkerHost> = {
      register: jest.fn(async (onWaiting: () => void) => {
        heard.waiting = onWaiting;
        return true;
      }),
      activateWaiting: jest.fn(async () => true),
      checkForUpdate: jest.fn(async () => undefined),
      copiesShown: jest.fn(async () => '2026-12-07T04:35:00.000Z'),
      forgetAnswers: jest.fn(async () => undefined),
    };
    setWorkerHost(host);
    return { host, announceWaiting: () => act(() => heard.waiting?.()) };
  }

  /** The browser's address (the app's router is the browser's; the test's is in memory). */
  function browserAt(path: string) {
    window.history.pushState({}, '', path);
  }

  afterEach(() => {
    setWorkerHost(null);
    browserAt('/');
  });

  it("says 'Offline: last updated' on a page shown from a copy", async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    workerWithCopy();
    browserAt('/shops/shwe-tea');
    await renderWithProviders(<OfflineNotice />, { route: '/shops/shwe-tea' });
    expect(await screen.findByText('Offline: last updated Mon 7 Dec, 11:05')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline: last updated Mon 7 Dec, 11:05 Pages load when you are back online.',
    );
  });

  it('says it in Burmese, with Myanmar digits', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    workerWithCopy();
    browserAt('/my/cards');
    await renderWithProviders(<OfflineNotice />, {
      route: '/my/cards',
      preloadedState: languagePreload('my'),
    });
    expect(
      await screen.findByText('အော့ဖ်လိုင်း- နောက်ဆုံး အပ်ဒိတ် တနင်္လာနေ့၊ ဒီဇင်ဘာလ ၇ ရက်၊ ၁၁:၀၅'),
    ).toBeVisible();
  });

  it("announces a new version, and reloads into it when 'Reload' is pressed", async () => {
    const { host, announceWaiting } = workerWithCopy();
    const { user, extra } = await renderWithProviders(<OfflineNotice />);
    await screen.findByRole('status', { hidden: true });
    await waitFor(() => expect(host.register).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    announceWaiting();
    const prompt = await screen.findByText('A new version is ready:');
    expect(prompt).toBeVisible();
    expect(extra.reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(extra.reload).toHaveBeenCalledTimes(1));
    expect(host.activateWaiting).toHaveBeenCalledTimes(1);
  });

  it('announces it in Burmese', async () => {
    const { host, announceWaiting } = workerWithCopy();
    await renderWithProviders(<OfflineNotice />, { preloadedState: languagePreload('my') });
    await waitFor(() => expect(host.register).toHaveBeenCalled());
    announceWaiting();
    expect(await screen.findByText('ဗားရှင်းအသစ် အသင့်ဖြစ်ပါပြီ-')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ပြန်ဖွင့်ရန်' })).toBeEnabled();
  });
});
