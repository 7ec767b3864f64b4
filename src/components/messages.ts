/** Words of the shared views (the session-expired screen's). */
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
