import type { ShopCard } from '@contract/store';
import type { Translate } from '../../i18n/translate';

/** Where a shop is, as its card and its store page say it: 'Bahan, Yangon West'. */
export const placeOf = (t: Translate, shop: Pick<ShopCard, 'township' | 'district'>): string =>
  t('marketplace.place', { townshipName: shop.township.name, districtName: shop.district.name });
