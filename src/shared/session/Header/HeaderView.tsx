import { useId, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MenuIcon } from '../../../components/icons';
import { homeAnchors, routePaths } from '../../../app/routes';
import { LANGUAGES, type Language } from '../../../i18n/language';
import type { MessageKey, Translate } from '../../../i18n/translate';

export interface HeaderViewProps {
  /** On a merchant's page, their own links in place of the marketing ones. */
  merchantNav: ReactNode;
  /** Whoever is signed in (merchant, shopper); nothing for a visitor: Register and Login. */
  account: ReactNode;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  /** The language on screen, and the reader's pick in the 'Language' control. */
  language: Language;
  onChooseLanguage: (language: Language) => void;
  t: Translate;
}

interface NavItem {
  label: Extract<MessageKey, `app.nav.${string}`>;
  to: string;
  /** Anchors on the landing page are never marked as the current page. */
  anchor?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'app.nav.home', to: routePaths.home },
  { label: 'app.nav.category', to: homeAnchors.category, anchor: true },
  { label: 'app.nav.features', to: homeAnchors.features, anchor: true },
  { label: 'app.nav.customer', to: routePaths.customer },
  { label: 'app.nav.pricing', to: routePaths.price },
  { label: 'app.nav.contact', to: homeAnchors.contact, anchor: true },
  { label: 'app.nav.training', to: routePaths.training },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav__link nav__link--active' : 'nav__link';

/** The header on every page: props only. */
export function HeaderView({
  merchantNav,
  account,
  menuOpen,
  onToggleMenu,
  onCloseMenu,
  language,
  onChooseLanguage,
  t,
}: HeaderViewProps) {
  const navId = useId();
  const languageId = useId();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={routePaths.home} className="brand" onClick={onCloseMenu}>
          <span className="brand__mark" aria-hidden="true">
            M
          </span>
          <span className="brand__name">{t('app.brandName')}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={onToggleMenu}
        >
          <MenuIcon />
          <span>{t('app.menu')}</span>
        </button>
        <nav
          id={navId}
          className="nav"
          data-open={menuOpen ? 'true' : 'false'}
          aria-label={t('app.mainNavigation')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) onCloseMenu();
          }}
        >
          {merchantNav ?? (
            <ul className="nav__list">
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  {item.anchor ? (
                    <Link to={item.to} className="nav__link" onClick={onCloseMenu}>
                      {t(item.label)}
                    </Link>
                  ) : (
                    <NavLink to={item.to} end className={navLinkClass} onClick={onCloseMenu}>
                      {t(item.label)}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="nav__language">
            <label htmlFor={languageId}>{t('language.label')}</label>
            <select
              id={languageId}
              className="nav__language-select"
              value={language}
              onChange={(event) => onChooseLanguage(event.target.value as Language)}
            >
              {LANGUAGES.map((option) => (
                // Each name is written in its own language, and says so to screen readers.
                <option key={option} value={option} lang={option}>
                  {t(`language.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="nav__account">
            {account ?? (
              <>
                <Link
                  to={routePaths.register}
                  className="button button--secondary"
                  onClick={onCloseMenu}
                >
                  {t('session.register')}
                </Link>
                <Link
                  to={routePaths.login}
                  className="button button--primary"
                  onClick={onCloseMenu}
                >
                  {t('session.login')}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
