import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { chosen, selectShownLanguage } from '../../../i18n/languageSlice';
import { useTranslator } from '../../../i18n/useTranslator';
import { logoutClicked, selectDisplayName, selectIsLoggedIn, selectUser } from '../sessionSlice';
import { HeaderView } from './HeaderView';
// Logout's listener arrives with the header that offers it.
import '../sessionListeners';

/** The profile dialog's code arrives when it is first opened, not with every page. */
const ProfileDialogView = lazy(async () => ({
  default: (await import(/* webpackChunkName: "dialogs" */ '../ProfileDialog/ProfileDialogView'))
    .ProfileDialogView,
}));

/** The header's container: reads the session, keeps the menu and dialog open state. */
export function Header() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const t = useTranslator();
  const language = useAppSelector(selectShownLanguage);
  const name = useAppSelector(selectDisplayName) || t('session.guestName');
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const showProfile = isLoggedIn && profileOpen;

  return (
    <>
      <HeaderView
        account={
          isLoggedIn ? { kind: 'member', name, profileOpen: showProfile } : { kind: 'visitor' }
        }
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onCloseMenu={() => setMenuOpen(false)}
        onOpenProfile={() => setProfileOpen(true)}
        language={language}
        onChooseLanguage={(next) => dispatch(chosen(next))}
        t={t}
      />
      {showProfile ? (
        <Suspense fallback={null}>
          <ProfileDialogView
            name={name}
            shopName={user?.shopname}
            phone={user?.phone}
            email={user?.email}
            t={t}
            onClose={() => setProfileOpen(false)}
            onLogout={() => {
              setProfileOpen(false);
              dispatch(logoutClicked());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
