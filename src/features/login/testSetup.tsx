/** What the login screen's tests, in either language, start from. */
import type { LoginRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, server } from '../../test/server';
import { LoginPage } from './LoginPage';

/** /login, in English unless told otherwise. */
export function renderLogin(language?: Language) {
  return renderWithProviders(<LoginPage />, {
    route: '/login',
    path: '/login',
    preloadedState: language && languagePreload(language),
  });
}

/**
 * The bodies of the login calls made from now on, whatever they were answered. The test file
 * removes the listener after each test (`server.events.removeAllListeners()`).
 */
export function countLogins() {
  const bodies: LoginRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url === apiUrl(apiPaths.login)) {
      bodies.push((await request.clone().json()) as LoginRequest);
    }
  });
  return bodies;
}
