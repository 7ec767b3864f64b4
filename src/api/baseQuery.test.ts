import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, sampleCategories, sampleDistricts, server } from '../test/server';
import { absoluteApiBase } from '../app/config';
import { baseQuery } from './baseQuery';

function fakeApi(token: string | null, language?: unknown): BaseQueryApi & { dispatch: jest.Mock } {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: jest.fn(),
    getState: () => ({
      session: { token, user: null, merchantUser: null },
      ...(language === undefined ? {} : { language }),
    }),
    extra: undefined,
    endpoint: 'getCategories',
    type: 'query',
  };
}

describe('baseQuery', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('calls the API under the absolute /api base of this page', async () => {
    expect(absoluteApiBase()).toBe(`${window.location.origin}/api/`);
    expect(absoluteApiBase('https://provider.example/api')).toBe('https://provider.example/api/');
    let url = '';
    server.use(
      http.get(apiUrl(apiPaths.getDistricts), ({ request }) => {
        url = request.url;
        return HttpResponse.json(sampleDistricts);
      }),
    );
    const result = await baseQuery(apiPaths.getDistricts, fakeApi(null), {});
    expect(url).toBe(`${window.location.origin}/api/backend/getDistricts`);
    expect(result.data).toEqual(sampleDistricts);
  });

  it('adds Authorization: Bearer <token> from the session', async () => {
    let authorization: string | null = 'not called';
    server.use(
      http.get(apiUrl(apiPaths.getCategories), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(sampleCategories);
      }),
    );
    await baseQuery(apiPaths.getCategories, fakeApi('tok-123'), {});
    expect(authorization).toBe('Bearer tok-123');
  });

  it.each<[string, unknown, string]>([
    ['no language state (English)', undefined, 'en'],
    ['Burmese on screen', { status: 'ready', language: 'my' }, 'my'],
    ['English on screen', { status: 'ready', language: 'en' }, 'en'],
    [
      'switching to Burmese: English still shown',
      { status: 'loading', language: 'my', shown: 'en' },
      'en',
    ],
    [
      'switching to English: Burmese still shown',
      { status: 'loading', language: 'en', shown: 'my' },
      'my',
    ],
    [
      'a failed switch keeps Burmese',
      { status: 'failed', language: 'en', shown: 'my', error: 'x' },
      'my',
    ],
    ['starting (English)', { status: 'starting' }, 'en'],
    ['an unexpected state (English)', { status: 'ready', language: 'fr' }, 'en'],
    ['a state that is not an object (English)', 'my', 'en'],
  ])('sends Accept-Language with the shown language: %s', async (_name, language, expected) => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(apiUrl(apiPaths.getCategories), ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json(sampleCategories);
      }),
      http.post(apiUrl(apiPaths.login), ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    await baseQuery(apiPaths.getCategories, fakeApi('tok', language), {});
    await baseQuery({ url: apiPaths.login, method: 'POST', body: {} }, fakeApi(null, language), {});
    expect(seen).toEqual([expected, expected]);
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'not called';
    server.use(
      http.get(apiUrl(apiPaths.getDistricts), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(sampleDistricts);
      }),
    );
    await baseQuery(apiPaths.getDistricts, fakeApi(null), {});
    expect(authorization).toBeNull();
  });

  it('on a 401 logs the product’s own words, announces session/unauthorized, and passes the body through', async () => {
    const api = fakeApi('expired');
    server.use(
      http.get(apiUrl(apiPaths.getCategories), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const result = await baseQuery(apiPaths.getCategories, api, {});
    expect(log).toHaveBeenCalledWith('Unauthorized access - please login again');
    expect(api.dispatch).toHaveBeenCalledWith({
      type: 'session/unauthorized',
      payload: { endpoint: 'getCategories' },
    });
    expect(result.error).toEqual({ status: 401, data: { message: 'Token not valid' } });
  });

  it('announces a 401 whose body is not JSON too', async () => {
    const api = fakeApi('expired');
    server.use(
      http.get(apiUrl(apiPaths.getCategories), () => new HttpResponse('nope', { status: 401 })),
    );
    const result = await baseQuery(apiPaths.getCategories, api, {});
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 401 });
    expect(api.dispatch).toHaveBeenCalledWith({
      type: 'session/unauthorized',
      payload: { endpoint: 'getCategories' },
    });
  });

  it('passes other error bodies through untouched and does not log them as 401s', async () => {
    const api = fakeApi('tok');
    const body = {
      status: false,
      message: 'The given data was invalid.',
      data: { errors: { phone: ['taken'] } },
    };
    server.use(
      http.get(apiUrl(apiPaths.getDistricts), () => HttpResponse.json(body, { status: 422 })),
    );
    const result = await baseQuery(apiPaths.getDistricts, api, {});
    expect(result.error).toEqual({ status: 422, data: body });
    expect(log).not.toHaveBeenCalled();
    expect(api.dispatch).not.toHaveBeenCalled();
  });
});
