/**
 * The store editor's sections that other pages link to (the dashboard's checklist): their element
 * ids, and the editor at each. Kept apart from the routes every page loads, as only the merchant's
 * pages need them.
 */
import { routePaths } from '../app/routes';

export const storeSectionIds = {
  profile: 'profile',
  catalogue: 'catalogue',
  publish: 'publish',
} as const;

export const storeAnchors = {
  profile: `${routePaths.store}#${storeSectionIds.profile}`,
  catalogue: `${routePaths.store}#${storeSectionIds.catalogue}`,
  publish: `${routePaths.store}#${storeSectionIds.publish}`,
} as const;
