import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { scrollBehavior } from '../../components/motion';

/** The sticky header changes its style after 50 px of scroll. */
export const SCROLLED_AFTER_PX = 50;

/** Where, from the sticky header down, a section's top must be for it to count as in view. */
export const VIEW_LINE = 0.3;

export interface SectionTop {
  id: string;
  /** Distance from the top of the viewport to the section's top, in px. */
  top: number;
}

/**
 * The section in view: the last one whose top has reached the given line, else the first.
 * Sections are given in page order.
 */
export function activeSectionAt(tops: readonly SectionTop[], line: number): string | undefined {
  let active = tops[0]?.id;
  for (const section of tops) if (section.top <= line + 1) active = section.id;
  return active;
}

export interface SectionNav {
  /** The id of the section in view. */
  active: string | undefined;
  /** The page has scrolled more than 50 px. */
  scrolled: boolean;
  /** Scrolls to the section (smoothly, unless the user prefers reduced motion) and marks it. */
  goTo: (id: string) => void;
  /** The sticky header itself: sections are measured from its bottom edge. */
  navRef: RefObject<HTMLElement | null>;
}

/** Follows the scroll position to mark the section in view and restyle the sticky header. */
export function useSectionNav(ids: readonly string[]): SectionNav {
  const navRef = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > SCROLLED_AFTER_PX);
      // A section counts as in view once its top is a third of the way down the free viewport.
      const navBottom = navRef.current?.getBoundingClientRect().bottom ?? 0;
      const line = navBottom + (window.innerHeight - navBottom) * VIEW_LINE;
      const tops = ids.flatMap((id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        // A section with no height is not laid out (yet): it cannot be the one in view.
        return box && box.height > 0 ? [{ id, top: box.top }] : [];
      });
      const next = activeSectionAt(tops, line);
      if (next) setActive(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);

  const goTo = useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    setActive(id);
    section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Keyboard and screen-reader users continue from the section they asked for.
    section.focus({ preventScroll: true });
  }, []);

  return { active, scrolled, goTo, navRef };
}
