import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { loadChunks } from '../../../i18n/catalogues';
import type { Language } from '../../../i18n/language';
import { chosen, selectShownLanguage } from '../../../i18n/languageSlice';
import { useTranslator } from '../../../i18n/useTranslator';
import { boundCustomerStorage, CUSTOMER_KEYS } from '../../../persist/legacyStorage';
import { useHydrated } from '../../hydration/useHydrated';
import { selectIsLoggedIn } from '../sessionSlice';
import { HeaderView } from './HeaderView';
import type * as SignedInHeader from './SignedInHeader';
import type { SignedInPartProps } from './SignedInHeader';

/** The merchant's pages (and any page added under them): their header has their own links. */
export const MERCHANT_AREA = /^\/(dashboard|store|billing)(\/|$)/;

type SignedInModule = typeof SignedInHeader;
let signedIn: SignedInModule | undefined;
let loading: Promise<SignedInModule> | undefined;

/** The signed-in parts' code: one chunk with the profile dialog, never fetched by a visitor. */
function loadSignedIn(): Promise<SignedInModule> {
  return (loading ??= import(/* webpackChunkName: "dialogs" */ './SignedInHeader').then(
    (module) => (signedIn = module),
  ));
}

// A chunk that fails to arrive (offline) leaves the part out until the next visit, never the
// page: the header stays usable.
const LazySignedIn = lazy((): Promise<{ default: ComponentType<SignedInPartProps> }> =>
  loadSignedIn().then(
    (module) => ({ default: module.SignedInPart }),
    () => ({ default: () => null }),
  ),
);

/**
 * Once loaded, a part renders at once rather than through React.lazy (which suspends at its first
 * render whatever its promise): a page rendered with the reader's session is hydrated in one pass.
 */
function SignedIn(props: SignedInPartProps) {
  return signedIn ? (
    <signedIn.SignedInPart {...props} />
  ) : (
    <Suspense fallback={null}>
      <LazySignedIn {...props} />
    </Suspense>
  );
}

/**
 * Before the app hydrates a page the server rendered with the reader's session (src/app/start.tsx
 * preloads what the matched routes, the layout's included, name): the signed-in parts' code, and
 * the words of the merchant's navigation.
 */
export async function preloadSignedInHeader(): Promise<unknown> {
  return (
    document.getElementById('root')?.dataset.signedIn !== undefined &&
    Promise.all([
      loadSignedIn(),
      loadChunks(document.documentElement.lang as Language, ['dashboard']),
    ])
  );
}

/**
 * Whether a shopper is signed in on this browser: their session's slice once it has arrived (with
 * the customer's screens or the header's account menu), their stored token until then.
 */
function selectShopperSignedIn(state: RootState): boolean {
  if (state.customerSession) return state.customerSession.status === 'signedIn';
  try {
    return !!boundCustomerStorage().getItem(CUSTOMER_KEYS.customerToken);
  } catch {
    return false;
  }
}

/**
 * The header's container: the sessions, the page, the menu's open state. A shopper's account
 * shows from the render after hydration (the server cannot know this browser's storage).
 */
export function Header() {
  const merchant = useAppSelector(selectIsLoggedIn);
  const shopper = useAppSelector(selectShopperSignedIn);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const t = useTranslator();
  const language = useAppSelector(selectShownLanguage);
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const onNavigate = () => setMenuOpen(false);
  const shopperShown = hydrated && shopper;

  return (
    <HeaderView
      merchantNav={
        merchant && MERCHANT_AREA.test(pathname) ? (
          <SignedIn part="merchantNav" onNavigate={onNavigate} />
        ) : null
      }
      account={
        merchant || shopperShown ? (
          <SignedIn
            part="account"
            merchant={merchant}
            shopper={shopperShown}
            onNavigate={onNavigate}
          />
        ) : null
      }
      menuOpen={menuOpen}
      onToggleMenu={() => setMenuOpen((open) => !open)}
      onCloseMenu={onNavigate}
      language={language}
      onChooseLanguage={(next) => dispatch(chosen(next))}
      t={t}
    />
  );
}
