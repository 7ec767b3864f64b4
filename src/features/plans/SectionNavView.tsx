import type { Ref } from 'react';
import type { Translate } from '../../i18n/translate';

export interface SectionLink {
  id: string;
  label: string;
}

export interface SectionNavViewProps {
  sections: readonly SectionLink[];
  active: string | undefined;
  scrolled: boolean;
  onSelect: (id: string) => void;
  navRef?: Ref<HTMLElement>;
  t: Translate;
}

/** The plans page's sticky header: Plans, Features, Cost; the section in view is marked. */
export function SectionNavView({
  sections,
  active,
  scrolled,
  onSelect,
  navRef,
  t,
}: SectionNavViewProps) {
  return (
    <nav
      ref={navRef}
      className={scrolled ? 'section-nav section-nav--scrolled' : 'section-nav'}
      aria-label={t('plans.sectionNavLabel')}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <ul className="section-nav__list container">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="section-nav__button"
              aria-current={section.id === active ? 'true' : undefined}
              onClick={() => onSelect(section.id)}
            >
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
