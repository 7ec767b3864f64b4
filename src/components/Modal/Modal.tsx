import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classes } from '../classes';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open modals, innermost last: only the innermost answers Escape, Tab and outside clicks. */
const openModals: HTMLElement[] = [];

export interface ModalProps {
  /** 'alertdialog' for messages that need acknowledging. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Receives focus when the dialog opens; default: the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the pointer goes down outside the dialog (default true). */
  closeOnOutsideClick?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: rendered over the page, focus moved into it and kept there, closed by Escape
 * and (unless told otherwise) by a click outside it, focus returned to the opener when it closes.
 */
export function Modal({
  role = 'dialog',
  labelledBy,
  describedBy,
  onClose,
  initialFocusRef,
  closeOnOutsideClick = true,
  className,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnOutsideClickRef = useRef(closeOnOutsideClick);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnOutsideClickRef.current = closeOnOutsideClick;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(panel);
    document.body.classList.add('has-modal');
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();

    const isInnermost = () => openModals[openModals.length - 1] === panel;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: MouseEvent) => {
      if (!isInnermost() || !closeOnOutsideClickRef.current) return;
      if (event.target instanceof Node && !panel.contains(event.target)) onCloseRef.current();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      const index = openModals.lastIndexOf(panel);
      if (index !== -1) openModals.splice(index, 1);
      if (openModals.length === 0) document.body.classList.remove('has-modal');
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the opener and the first focus belong to the moment it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className={classes('modal', className)}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
