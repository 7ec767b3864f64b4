import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { Operator } from '@contract/operators';
import { Button } from '../../../components/Button/Button';
import type { Translate } from '../../../i18n/translate';
import type { AdminSection } from './adminAccess';

export interface AdminLayoutProps {
  t: Translate;
  operator: Operator;
  /** The parts the operator's role may open, in the navigation's order. */
  sections: readonly AdminSection[];
  signingOut: boolean;
  onSignOut: () => void;
  children: ReactNode;
}

/** The signed-in back office: its navigation (the parts the role may open), who is signed in, Sign out. */
export function AdminLayout({
  t,
  operator,
  sections,
  signingOut,
  onSignOut,
  children,
}: AdminLayoutProps) {
  return (
    <div className="admin-shell admin-layout">
      <header className="admin-layout__bar">
        <p className="admin-layout__who">
          {t('admin.layout.signedInAs', {
            name: operator.name || operator.phone,
            role: t(`admin.roles.${operator.role}`),
          })}
        </p>
        <Button type="button" variant="secondary" disabled={signingOut} onClick={onSignOut}>
          {t('admin.layout.signOut')}
        </Button>
      </header>
      {sections.length > 0 && (
        <nav className="admin-layout__nav" aria-label={t('admin.layout.navLabel')}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink
                  to={section.path ? `/admin/${section.path}` : '/admin'}
                  end={section.path === ''}
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="admin-layout__main">{children}</div>
    </div>
  );
}
