/** The login screen's words. */
export const loginMessages = {
  title: 'Login',
  phone: 'Phone Number',
  password: 'Password',
  login: 'Login',
  processing: 'Processing...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  clearPhone: 'Clear phone number',
  clearPassword: 'Clear password',
  /** The answer had no token (the double colon is the product's). */
  tokenNotReceived: 'Login failed:: Token not received',
  failedWith: (message: string) => `Login failed: ${message}`,
  invalidCredentials: 'Invalid credentials',
} as const;
