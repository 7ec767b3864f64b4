/** Plans' words (specification section 2). */
export const plansMessages = {
  title: 'Choose your Plan',
} as const;
