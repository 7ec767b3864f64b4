/**
 * The shared views' words, in English only. The views read them from the catalogues
 * (`components.*`); this file stays while pages not wired to the catalogues yet still import it.
 */
export const componentMessages = {
  close: 'Close',
  ok: 'OK',
  loading: 'Loading…',
  decrease: (name: string) => `Decrease ${name}`,
  increase: (name: string) => `Increase ${name}`,
  scrollToTop: 'Scroll to top',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText:
    'Your session has expired or you are not authorised to view this page. Please log in again.',
  backToLogin: 'Back to Login',
};
