import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { routePaths } from '../../../app/routes';
import { localiseDigits } from '../../../i18n/format';
import type { MessageKey, Translate } from '../../../i18n/translate';
import type { MerchantRole } from '@contract/staff';
import { mayOpen, type MerchantPage } from '../merchantPages';
import { Avatar } from './Avatar';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav__link nav__link--active' : 'nav__link';

const MERCHANT_LINKS: Array<{
  label: Extract<MessageKey, `dashboard.nav.${string}`>;
  to: string;
  page: MerchantPage;
  end?: boolean;
}> = [
  // A receipt (/dashboard/receipts/…) is part of the dashboard.
  { label: 'dashboard.nav.dashboard', to: routePaths.dashboard, page: 'dashboard' },
  { label: 'dashboard.nav.store', to: routePaths.store, page: 'store', end: true },
  { label: 'dashboard.nav.orders', to: routePaths.storeOrders, page: 'orders' },
  { label: 'dashboard.nav.loyalty', to: routePaths.storeLoyalty, page: 'loyalty' },
  { label: 'dashboard.nav.promotions', to: routePaths.storePromotions, page: 'promotions' },
  { label: 'dashboard.nav.insights', to: routePaths.storeInsights, page: 'insights' },
  { label: 'dashboard.nav.designs', to: routePaths.storeDesigns, page: 'designs' },
  { label: 'dashboard.nav.team', to: routePaths.storeTeam, page: 'team' },
  { label: 'dashboard.nav.billing', to: routePaths.billing, page: 'billing' },
];

/** The merchant's own pages that their role may open, in the header's navigation: props only. */
export function MerchantNavView({
  role,
  t,
  onNavigate,
}: {
  role: MerchantRole;
  t: Translate;
  onNavigate: () => void;
}) {
  return (
    <ul className="nav__list nav__list--merchant">
      {MERCHANT_LINKS.filter((link) => mayOpen(role, link.page)).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={navLinkClass} onClick={onNavigate}>
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The merchant's avatar and name, opening their profile dialog: props only. */
export function MerchantAccountView({
  name,
  profileOpen,
  onOpenProfile,
}: {
  name: string;
  profileOpen: boolean;
  onOpenProfile: () => void;
}) {
  return (
    <button
      type="button"
      className="account-button"
      aria-haspopup="dialog"
      aria-expanded={profileOpen}
      onClick={onOpenProfile}
    >
      <Avatar />
      <span className="account-button__name">{name}</span>
    </button>
  );
}

/**
 * A button that shows and hides a short list under it. Escape closes it (focus back on its
 * button), and so does focus leaving it (a click elsewhere, Tab past its last item).
 */
function Disclosure({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="header-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation(); // the phone menu around it stays open
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul id={panelId} className="header-menu__panel" hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}

export interface ShopperMenuViewProps {
  /** The shopper's name, or their phone when they gave none. */
  name: string;
  /** While no merchant is signed in: the merchants' Register and Login, behind 'For shops'. */
  forShops: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
  t: Translate;
}

/** The shopper's account menu and 'For shops': props only. */
export function ShopperMenuView({
  name,
  forShops,
  onNavigate,
  onSignOut,
  t,
}: ShopperMenuViewProps) {
  return (
    <>
      {forShops ? (
        <Disclosure label={t('customer.forShops')} className="button button--secondary">
          {(close) => {
            const leave = () => {
              close();
              onNavigate();
            };
            return (
              <>
                <li>
                  <Link to={routePaths.register} className="header-menu__item" onClick={leave}>
                    {t('session.register')}
                  </Link>
                </li>
                <li>
                  <Link to={routePaths.login} className="header-menu__item" onClick={leave}>
                    {t('session.login')}
                  </Link>
                </li>
              </>
            );
          }}
        </Disclosure>
      ) : null}
      <Disclosure
        label={<span className="account-button__name">{localiseDigits(name, t.language)}</span>}
        className="account-button account-button--shopper"
      >
        {(close) => {
          const leave = () => {
            close();
            onNavigate();
          };
          return (
            <>
              <li>
                <Link to={routePaths.myOrders} className="header-menu__item" onClick={leave}>
                  {t('customer.ordersTitle')}
                </Link>
              </li>
              <li>
                <Link to={routePaths.myCards} className="header-menu__item" onClick={leave}>
                  {t('customer.myCards')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="header-menu__item"
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  {t('customer.signOut')}
                </button>
              </li>
            </>
          );
        }}
      </Disclosure>
    </>
  );
}
