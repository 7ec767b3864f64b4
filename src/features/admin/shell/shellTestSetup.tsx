/** What the back office shell's tests share: a fake sign-in server and /admin rendered. */
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { Operator, OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { languagePreload } from '../../../test/languagePreload';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { apiUrl, server } from '../../../test/server';
import { AdminPage } from '../AdminPage';

export const PHONE = '09791234567';
export const PASSWORD = 'Thingyan-2026-secret';
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const GOOD_CODE = '492039';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-wxyz${n}`);
export const TOKEN = 'operator-session-token';

export const operatorOf = (role: OperatorRole): Operator => ({
  id: 3,
  phone: PHONE,
  name: 'Ma Thida',
  role,
});

export interface FakeSignIn {
  signIns: unknown[];
  codes: unknown[];
  confirms: unknown[];
  signOuts: number;
  /** The Authorization header of each call after the password. */
  authorizations: Array<string | null>;
}

/**
 * The sign-in's calls: `PASSWORD` signs in at `stage`; `GOOD_CODE` (or any recovery code of
 * `RECOVERY_CODES`) passes; anything else is refused as the server refuses it.
 */
export function fakeSignInServer({
  role = 'support',
  stage = 'second_factor',
  signInStatus,
}: {
  role?: OperatorRole;
  stage?: 'enrol' | 'second_factor';
  signInStatus?: number;
} = {}): FakeSignIn {
  const fake: FakeSignIn = {
    signIns: [],
    codes: [],
    confirms: [],
    signOuts: 0,
    authorizations: [],
  };
  const operator = operatorOf(role);
  const refused = (field: string) =>
    HttpResponse.json(
      { status: false, message: 'no', data: { errors: { [field]: ['no'] } } },
      { status: 422 },
    );
  server.use(
    http.post(apiUrl(apiPaths.adminSession), async ({ request }) => {
      const body = (await request.json()) as { phone: string; password: string };
      fake.signIns.push(body);
      if (signInStatus) return HttpResponse.json({ message: 'no' }, { status: signInStatus });
      if (body.password !== PASSWORD) {
        return HttpResponse.json({ message: 'no' }, { status: 401 });
      }
      return HttpResponse.json({ token: TOKEN, stage, operator });
    }),
    http.post(apiUrl(apiPaths.adminEnrolment), ({ request }) => {
      fake.authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({
        secret: SECRET,
        otpauth_uri: `otpauth://totp/Admin:${PHONE}?secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
      });
    }),
    http.post(apiUrl(apiPaths.adminEnrolmentConfirm), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      fake.confirms.push(body);
      if (body.code !== GOOD_CODE) return refused('code');
      return HttpResponse.json({ recovery_codes: RECOVERY_CODES, operator });
    }),
    http.post(apiUrl(apiPaths.adminSecondFactor), async ({ request }) => {
      const body = (await request.json()) as { code?: string; recovery_code?: string };
      fake.codes.push(body);
      fake.authorizations.push(request.headers.get('authorization'));
      if (body.code !== undefined && body.code !== GOOD_CODE) return refused('code');
      if (body.recovery_code !== undefined && !RECOVERY_CODES.includes(body.recovery_code)) {
        return refused('recovery_code');
      }
      return HttpResponse.json({ operator, stage: 'active' });
    }),
    http.delete(apiUrl(apiPaths.adminSession), ({ request }) => {
      fake.signOuts += 1;
      fake.authorizations.push(request.headers.get('authorization'));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return fake;
}

/** A session this tab kept (a reload), as redux-persist keeps it in sessionStorage. */
export function keepSession(role: OperatorRole, status = 'signedIn') {
  window.sessionStorage.setItem(
    'persist:operatorSession',
    JSON.stringify({
      status: JSON.stringify(status),
      token: JSON.stringify(TOKEN),
      operator: JSON.stringify(operatorOf(role)),
      signingOut: 'false',
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

/** `/admin…` in English unless told otherwise. */
export function renderAdmin(route = '/admin', language?: Language) {
  return renderWithProviders(<AdminPage />, {
    route,
    path: '/admin/*',
    preloadedState: language && languagePreload(language),
  });
}
