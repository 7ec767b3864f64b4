import { useId } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MenuIcon } from '../../../components/icons';
import { appMessages } from '../../../app/messages';
import { homeAnchors, routePaths } from '../../../app/routes';
import { sessionMessages } from '../messages';
import { Avatar } from './Avatar';

export type HeaderAccount =
  { kind: 'visitor' } | { kind: 'member'; name: string; profileOpen: boolean };

export interface HeaderViewProps {
  account: HeaderAccount;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  onOpenProfile: () => void;
}

interface NavItem {
  label: string;
  to: string;
  /** Anchors on the landing page are never marked as the current page. */
  anchor?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { label: appMessages.nav.home, to: routePaths.home },
  { label: appMessages.nav.category, to: homeAnchors.category, anchor: true },
  { label: appMessages.nav.features, to: homeAnchors.features, anchor: true },
  { label: appMessages.nav.customer, to: routePaths.customer },
  { label: appMessages.nav.pricing, to: routePaths.price },
  { label: appMessages.nav.contact, to: homeAnchors.contact, anchor: true },
  { label: appMessages.nav.training, to: routePaths.training },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav__link nav__link--active' : 'nav__link';

/** The header on every page: props only. */
export function HeaderView({
  account,
  menuOpen,
  onToggleMenu,
  onCloseMenu,
  onOpenProfile,
}: HeaderViewProps) {
  const navId = useId();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={routePaths.home} className="brand" onClick={onCloseMenu}>
          <span className="brand__mark" aria-hidden="true">
            M
          </span>
          <span className="brand__name">{appMessages.brandName}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={onToggleMenu}
        >
          <MenuIcon />
          <span>{appMessages.menu}</span>
        </button>
        <nav
          id={navId}
          className="nav"
          data-open={menuOpen ? 'true' : 'false'}
          aria-label={appMessages.mainNavigation}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) onCloseMenu();
          }}
        >
          <ul className="nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {item.anchor ? (
                  <Link to={item.to} className="nav__link" onClick={onCloseMenu}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} end className={navLinkClass} onClick={onCloseMenu}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="nav__account">
            {account.kind === 'visitor' ? (
              <>
                <Link
                  to={routePaths.register}
                  className="button button--secondary"
                  onClick={onCloseMenu}
                >
                  {sessionMessages.register}
                </Link>
                <Link
                  to={routePaths.login}
                  className="button button--primary"
                  onClick={onCloseMenu}
                >
                  {sessionMessages.login}
                </Link>
              </>
            ) : (
              <button
                type="button"
                className="account-button"
                aria-haspopup="dialog"
                aria-expanded={account.profileOpen}
                onClick={onOpenProfile}
              >
                <Avatar />
                <span className="account-button__name">{account.name}</span>
              </button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
