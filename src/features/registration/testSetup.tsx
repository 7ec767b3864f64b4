/** What the registration screen's tests, in either language, start from. */
import { http, HttpResponse } from 'msw';
import type { RegisterRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { apiUrl, registeredMerchant, server } from '../../test/server';
import { RegisterPage } from './RegisterPage';

export const PASSWORD = 'Tea-house-2024!';

/** /register, in English unless told otherwise. */
export function renderRegister(language?: Language) {
  return renderWithProviders(<RegisterPage />, {
    route: '/register',
    path: '/register',
    preloadedState: language && languagePreload(language),
  });
}

/**
 * Records what the registration endpoint receives and lets a test answer it (by default the
 * merchant as registered).
 */
export function captureRegistration(
  answer?: (body: RegisterRequest) => Response | Promise<Response>,
) {
  const bodies: RegisterRequest[] = [];
  server.use(
    http.post(apiUrl(apiPaths.register), async ({ request }) => {
      const body = (await request.json()) as RegisterRequest;
      bodies.push(body);
      return answer ? answer(body) : HttpResponse.json(registeredMerchant(body));
    }),
  );
  return bodies;
}
