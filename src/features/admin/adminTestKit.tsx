/** What the back office parts' component tests share: an operator signed in as a role. */
import type { ReactElement } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { OperatorRole } from '@contract/operators';
import { rootReducer } from '../../app/store';
import type { Language } from '../../i18n/language';
import { languagePreload } from '../../test/languagePreload';
import { renderWithProviders } from '../../test/renderWithProviders';

const signedIn: { token: string; role: OperatorRole } = {
  token: 'operator-token',
  role: 'support',
};

// The shell's session slice, as far as the parts read it: the token and the operator's role.
const fakeOperatorSession: Reducer = (
  state = {
    token: signedIn.token,
    operator: { id: 1, phone: '09790000001', name: 'Op', role: signedIn.role },
  },
) => state;
(
  rootReducer.inject as unknown as (
    slice: { reducerPath: string; reducer: Reducer },
    config: { overrideExisting: boolean },
  ) => unknown
)({ reducerPath: 'operatorSession', reducer: fakeOperatorSession }, { overrideExisting: true });

/** `element` at `route` (matched by `path`) in `language`, signed in with `token` as `role`. */
export function renderAsOperator(
  element: ReactElement,
  {
    token,
    role,
    route,
    path,
    language = 'en',
  }: { token: string; role: OperatorRole; route: string; path?: string; language?: Language },
) {
  signedIn.token = token;
  signedIn.role = role;
  return renderWithProviders(element, {
    route,
    ...(path === undefined ? {} : { path }),
    preloadedState: languagePreload(language),
  });
}
