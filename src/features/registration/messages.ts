/** Registration's words (specification section 2). */
export const registrationMessages = {
  title: 'Register Now',
} as const;
