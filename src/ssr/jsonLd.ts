/**
 * schema.org's description of a store page for search engines, as JSON-LD: the shop as a
 * `LocalBusiness` (its name, address, public phone, opening hours, picture, address on the web,
 * and its branches as departments) and its menu, when it has one, as a `Menu` of sections and
 * items with their prices in kyat; its customers' rating as an `AggregateRating` once it has a
 * visible review (stars 1 to 5). The shop's position on a map is not known to the platform, so
 * no `geo` is written. Each object goes in its own `<script type="application/ld+json">`
 * (`pageDocument`, written with `scriptSafeJson`).
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { PhotoRef, PublicBranch, ShopPageResponse } from '@contract/store';

const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Myanmar's ISO 3166 country code. */
const COUNTRY = 'MM';
/** The currency of every price on the platform. */
const CURRENCY = 'MMK';

/** A photo's absolute address, at its widest stored width. */
export function photoAddress(origin: string, photo: PhotoRef): string {
  const width = Math.max(...photo.widths, 0) || photo.width;
  return `${origin}/api/${fillPath(apiPaths.photo, { photoId: photo.id, width })}`;
}

/** The week's spans; `24:00` (open until midnight) as the last minute of the day. */
function openingHours(hours: ReadonlyArray<{ weekday: number; opens: string; closes: string }>) {
  return hours.map((span) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${DAY_NAMES[span.weekday - 1]}`,
    opens: span.opens,
    closes: span.closes === '24:00' ? '23:59' : span.closes,
  }));
}

function postalAddress(street: string, township: string, district: string) {
  return {
    '@type': 'PostalAddress',
    ...(street.trim() ? { streetAddress: street.trim() } : {}),
    addressLocality: township,
    addressRegion: district,
    addressCountry: COUNTRY,
  };
}

function branch(shop: ShopPageResponse, place: PublicBranch) {
  return {
    '@type': 'LocalBusiness',
    name: `${shop.name}: ${place.name}`,
    address: postalAddress(place.address, place.township.name, shop.district.name),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.hours.length > 0 ? { openingHoursSpecification: openingHours(place.hours) } : {}),
  };
}

/** The shop's menu: its sections with their menu items; null when it has no menu item. */
function menu(shop: ShopPageResponse, url: string) {
  const sections = shop.sections
    .map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: shop.items
        .filter((item) => item.kind === 'menu_item' && item.section_id === section.id)
        .map((item) => ({
          '@type': 'MenuItem',
          name: item.name,
          ...(item.description.trim() ? { description: item.description.trim() } : {}),
          offers: {
            '@type': 'Offer',
            price: item.price,
            priceCurrency: CURRENCY,
            availability: `https://schema.org/${item.available ? 'InStock' : 'OutOfStock'}`,
          },
        })),
    }))
    .filter((section) => section.hasMenuItem.length > 0);
  if (sections.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${url}#menu`,
    name: shop.name,
    url,
    hasMenuSection: sections,
  };
}

/** The JSON-LD objects of a store page at `url`: the business, then its menu if it has one. */
export function shopJsonLd(
  shop: ShopPageResponse,
  { url, image, origin }: { url: string; image: PhotoRef | null; origin: string },
): object[] {
  const picture = image ?? shop.logo;
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#shop`,
    name: shop.name,
    url,
    ...(shop.description.trim() ? { description: shop.description.trim() } : {}),
    address: postalAddress(shop.address, shop.township.name, shop.district.name),
    ...(shop.phone ? { telephone: shop.phone } : {}),
    ...(shop.hours.length > 0 ? { openingHoursSpecification: openingHours(shop.hours) } : {}),
    ...(picture ? { image: photoAddress(origin, picture) } : {}),
    ...(shop.logo ? { logo: photoAddress(origin, shop.logo) } : {}),
    currenciesAccepted: CURRENCY,
    ...(shop.branches.length > 0 ? { department: shop.branches.map((b) => branch(shop, b)) } : {}),
    ...(shop.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: shop.rating.average,
            reviewCount: shop.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const shopMenu = menu(shop, url);
  return shopMenu ? [business, shopMenu] : [business];
}
