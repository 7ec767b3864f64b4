/**
 * Limits of the Contact Us form, shared by the form's own checks and the API's schema. This module
 * imports nothing, so the SPA can use it without shipping the schemas of `./index`.
 */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** A plain address check (something@domain.tld, no spaces); the server checks the format too. */
export const CONTACT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
