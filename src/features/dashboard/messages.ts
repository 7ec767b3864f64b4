/** Dashboard's words (DECISIONS section 6). */
export const dashboardMessages = {
  title: 'Dashboard',
} as const;
