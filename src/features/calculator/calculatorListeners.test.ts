// The listeners under test register themselves when imported.
import './calculatorListeners';
import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { makeStore } from '../../app/store';
import { apiUrl, sampleCalculatorAddons, server } from '../../test/server';
import { track } from '../../test/stores';
import { translatorFor } from '../../i18n/catalogues';
import { loadErrorMessage } from './calculatorApi';
import { closed, opened, rowToggled, selectAllToggled } from './calculatorSlice';

async function freshStore() {
  const store = track(await makeStore());
  return store;
}

describe('opening the calculator', () => {
  it('loads plans and add-ons in parallel, then shows the form with every quantity at 0', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (body: JsonBodyType) => async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await delay(30);
      inFlight -= 1;
      return HttpResponse.json(body);
    };
    server.use(
      http.get(apiUrl(apiPaths.calculatorPlans), slow([{ name: 'Basic', price: 120000 }])),
      http.get(apiUrl(apiPaths.calculatorAddons), slow(sampleCalculatorAddons)),
    );
    const store = await freshStore();

    store.dispatch(opened());
    expect(store.getState().calculator?.status).toBe('loading');

    await waitFor(() => expect(store.getState().calculator?.status).toBe('ready'));
    expect(most).toBe(2);
    expect(store.getState().calculator).toMatchObject({
      addons: sampleCalculatorAddons,
      quantities: [0, 0, 0, 0, 0, 0, 0],
    });
  });

  it("fills in a row's missing unit and price", async () => {
    server.use(
      http.get(apiUrl(apiPaths.calculatorAddons), () =>
        HttpResponse.json([{ name: 'Mystery', unit: null, price: null }]),
      ),
    );
    const store = await freshStore();
    store.dispatch(opened());
    await waitFor(() => expect(store.getState().calculator?.status).toBe('ready'));
    expect(store.getState().calculator).toMatchObject({
      addons: [{ name: 'Mystery', unit: 'Unit', price: 0 }],
    });
  });

  it.each([
    ['plans', apiPaths.calculatorPlans],
    ['add-ons', apiPaths.calculatorAddons],
  ])('fails with the server’s message when the %s call fails', async (_name, path) => {
    server.use(
      http.get(apiUrl(path), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const store = await freshStore();
    store.dispatch(opened());
    await waitFor(() => expect(store.getState().calculator?.status).toBe('failed'));
    expect(store.getState().calculator).toMatchObject({ message: 'Service unavailable' });
  });

  it('keeps the choices between openings and tries again after a failure', async () => {
    server.use(
      http.get(apiUrl(apiPaths.calculatorAddons), () => HttpResponse.error(), { once: true }),
    );
    const store = await freshStore();
    store.dispatch(opened());
    await waitFor(() => expect(store.getState().calculator?.status).toBe('failed'));
    expect(store.getState().calculator).toMatchObject({ message: 'Network Error' });

    store.dispatch(closed());
    store.dispatch(opened());
    await waitFor(() => expect(store.getState().calculator?.status).toBe('ready'));
    store.dispatch(selectAllToggled(true));
    store.dispatch(rowToggled({ index: 0, checked: false }));
    store.dispatch(closed());

    store.dispatch(opened());
    await waitFor(() => expect(store.getState().calculator?.status).toBe('ready'));
    expect(store.getState().calculator?.quantities).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });

  it('ignores a load that ends after the popup was closed', async () => {
    server.use(
      http.get(apiUrl(apiPaths.calculatorAddons), async () => {
        await delay(30);
        return HttpResponse.json(sampleCalculatorAddons);
      }),
    );
    const store = await freshStore();
    store.dispatch(opened());
    store.dispatch(closed());
    await delay(80);
    expect(store.getState().calculator?.status).toBe('closed');
  });
});

describe('the error message after "Error: "', () => {
  it.each<[string, Parameters<typeof loadErrorMessage>[0], string]>([
    ['the server’s message', { status: 500, data: { message: 'Database down' } }, 'Database down'],
    [
      'a status without a message',
      { status: 502, data: '<html>' },
      'Request failed with status code 502',
    ],
    ['no response', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, 'Network Error'],
    [
      'a body that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 200, data: 'oops', error: 'SyntaxError' },
      'Invalid server response',
    ],
    [
      'an error page that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError' },
      'Request failed with status code 500',
    ],
    ['a thrown error', { message: 'Boom' }, 'Boom'],
  ])('%s', (_name, error, expected) => {
    expect(loadErrorMessage(error, translatorFor('en'))).toBe(expected);
  });
});
