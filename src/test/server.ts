/**
 * The fake network of component tests (MSW). Handlers here answer the calls most screens make;
 * a test adds or replaces handlers with `server.use(...)`. Unhandled requests fail the test
 * (setupTests.ts listens with onUnhandledRequest: 'error').
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CategoriesResponse, District, ErrorBody, Township } from '../contract';
import { paths as apiPaths } from '../contract/paths';
import { absoluteApiBase } from '../app/config';

/** The absolute URL of an API path, as the app calls it. */
export const apiUrl = (path: string): string => `${absoluteApiBase()}${path.replace(/^\//, '')}`;

export const sampleDistricts: District[] = [
  { id: 1, name: 'Yangon (East)' },
  { id: 2, name: 'Yangon (West)' },
];
export const sampleTownships: Township[] = [
  { id: 1, name: 'Bahan' },
  { id: 2, name: 'Kamayut' },
];
export const sampleCategories: CategoriesResponse = {
  categories: [
    { id: 1, name: 'Restaurant' },
    { id: 2, name: 'Cafe' },
  ],
};

const tokenNotValid = (): Response =>
  HttpResponse.json<ErrorBody>({ message: 'Token not valid' }, { status: 401 });
const hasBearer = (request: Request): boolean =>
  /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');

export const handlers = [
  http.get(apiUrl(apiPaths.getDistricts), () => HttpResponse.json(sampleDistricts)),
  http.get(apiUrl(apiPaths.getTownships), () => HttpResponse.json(sampleTownships)),
  http.get(apiUrl(apiPaths.getCategories), ({ request }) =>
    hasBearer(request) ? HttpResponse.json(sampleCategories) : tokenNotValid(),
  ),
  http.post(apiUrl(apiPaths.logout), ({ request }) =>
    hasBearer(request) ? new HttpResponse(null, { status: 204 }) : tokenNotValid(),
  ),
];

export const server = setupServer(...handlers);
