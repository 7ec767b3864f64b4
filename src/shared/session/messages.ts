/** The session's user-facing words. */
export const sessionMessages = {
  loginTitle: 'Login',
  guestName: 'Guest',
  register: 'Register',
  login: 'Login',
  logout: 'Logout',
  profileTitle: 'Your profile',
  profileName: 'Name',
  profileShopName: 'Shop Name',
  profilePhone: 'Phone',
  profileEmail: 'Email',
  notProvided: 'Not provided',
  close: 'Close',
  /** Logged, never shown, when any call answers 401. */
  unauthorizedLog: 'Unauthorized access - please login again',
} as const;
