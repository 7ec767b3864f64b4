import { CONTACT_LIMITS } from '@contract/contact';

/** The Contact Us form's words (Name, email, message, Send Message). */
export const contactMessages = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  formLabel: 'Contact form',
  messageCount: (length: number) => `${length} of ${CONTACT_LIMITS.messageMax} characters`,
  sending: 'Sending your message…',
  sent: 'Thank you! Your message has been sent. We will reply to your email address as soon as we can.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.nameMax} characters.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  emailTooLong: `Your email address can be at most ${CONTACT_LIMITS.emailMax} characters.`,
  messageRequired: 'Please enter a message.',
  messageTooShort: `Your message needs at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_LIMITS.messageMax} characters.`,
  fixFields: 'Your message was not sent. Please correct the fields marked below.',
  notSent: 'Your message could not be sent. Please try again in a moment.',
  notSentBecause: (reason: string) => `Your message could not be sent: ${reason}`,
  networkError:
    'Your message could not be sent: no answer from the server. Please check your connection and try again.',
} as const;
