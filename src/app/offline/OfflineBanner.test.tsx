import { act, screen } from '@testing-library/react';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OfflineNotice } from './OfflineNotice';

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
