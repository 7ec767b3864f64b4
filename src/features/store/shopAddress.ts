/**
 * A store page's address. `/shops/:slug` is the marketplace's route for a listed shop's page;
 * the editor links to it and prints its full address as a QR code.
 */
import { fillPath } from '@contract/apiPaths';

export const SHOP_PAGE_ROUTE = '/shops/:slug';

/** The page's path in the app (the slug percent-encoded, as a URL carries it). */
export function shopPath(slug: string): string {
  return fillPath(SHOP_PAGE_ROUTE, { slug });
}

/** The full address as a person reads it (a Burmese slug shown in Burmese letters). */
export function shopAddressShown(origin: string, slug: string): string {
  return `${origin}${SHOP_PAGE_ROUTE.replace(':slug', slug)}`;
}

/** The full address as a QR code must carry it (encoded). */
export function shopAddressEncoded(origin: string, slug: string): string {
  return `${origin}${shopPath(slug)}`;
}
