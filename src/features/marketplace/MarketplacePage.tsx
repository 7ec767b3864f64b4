import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import type { ShopSearchResponse } from '@contract/store';
import { Page } from '../../components/Page/Page';
import type { SelectOption } from '../../components/Field/Field';
import { useGetCategoryCountsQuery } from '../../shared/reference/categoryCountsApi';
import {
  useGetDistrictsQuery,
  useGetDistrictTownshipsQuery,
} from '../../shared/reference/referenceApi';
import type { Translate } from '../../i18n/translate';
import { useTranslator } from '../../i18n/useTranslator';
import { localName } from '../../shared/reference/localName';
import { useSearchShopsQuery } from './marketplaceApi';
import { placeOf } from './place';
import {
  categoryChosen,
  categoryCountPlace,
  districtChosen,
  filtersFromSearch,
  foldedFilterCount,
  hasFilters,
  marketplaceUrl,
  pageChosen,
  pageCount,
  searchOf,
  searchSubmitted,
  sortChosen,
  settleTownship,
  shopPath,
  townshipChosen,
  type ShopFilters,
} from './shopFilters';
import { ShopFiltersView, type FilterWords } from './ShopFiltersView';
import { ShopResultsView, type ShopResultsState, type ShopResultsWords } from './ShopResultsView';
import { useCountBannerClickMutation, useGetMarketplaceBannerQuery } from './bannerApi';
import { BannerView } from './BannerView';
import { shopLinkPointed } from './shopPrefetch';
import { selectShopClockNow, shopPageLeft, shopPageOpened } from './shopClockSlice';
import { cardHours, distinguishingBadges, type CardHours } from './shopCards';
import { weekdayName } from './HoursView';
import { formatNumber, localiseDigits } from '../../i18n/format';
import './shopClockListeners';
import './languageRefetch';
import './marketplace.css';

const idOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));
const valueOf = (id: number | undefined): string => (id === undefined ? '' : String(id));

/**
 * /customer, the marketplace: listed shops filtered by 'Category', 'District', 'Township' (of
 * that district) and 'Search'. The filters live in the URL's query string: this container reads
 * them from it, writes each change back as a new history entry, and asks the server for what the
 * URL says. (It reads `location.search` itself: react-router's useSearchParams would add its code
 * to the bundle every page loads.)
 */
export function MarketplacePage() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  // One banner per visit of the page: each answer counts an impression on the server.
  const slot = useGetMarketplaceBannerQuery(undefined, { refetchOnMountOrArgChange: true });
  const [countClick] = useCountBannerClickMutation();
  const banner = slot.data?.banner ?? null;
  const { search: query } = useLocation();
  const navigate = useNavigate();
  const requested = filtersFromSearch(new URLSearchParams(query));
  const districts = useGetDistrictsQuery();
  const townships = useGetDistrictTownshipsQuery(requested.district ?? skipToken);
  // The townships of this district only (`currentData`): while another district's list is
  // still the last one loaded, the township is not judged against it.
  const districtTownships = townships.isError ? null : townships.currentData;
  const settled = settleTownship(
    requested,
    requested.district === undefined ? undefined : districtTownships,
  );
  // A township outside the district (an edited or old URL) goes, in place of the entry.
  const correction =
    settled.status === 'settled' && settled.changed ? searchOf(settled.filters).toString() : null;
  useEffect(() => {
    if (correction !== null) void navigate({ search: correction }, { replace: true });
  }, [correction, navigate]);
  const filters = settled.status === 'settled' ? settled.filters : requested;
  // Each category's count is of the shops in the district and township chosen.
  const categories = useGetCategoryCountsQuery(categoryCountPlace(filters));
  useEffect(() => {
    dispatch(shopPageOpened());
    return () => void dispatch(shopPageLeft());
  }, [dispatch]);
  const now = useAppSelector(selectShopClockNow);
  const shops = useSearchShopsQuery(settled.status === 'settled' ? settled.filters : skipToken);
  const change = (next: ShopFilters) => void navigate({ search: searchOf(next).toString() });

  const words: FilterWords = {
    formLabel: t('marketplace.filtersLabel'),
    category: t('marketplace.category'),
    allCategories: t('marketplace.allCategories'),
    district: t('marketplace.district'),
    allDistricts: t('marketplace.allDistricts'),
    township: t('marketplace.township'),
    allTownships: t('marketplace.allTownships'),
    townshipNeedsDistrict: t('marketplace.townshipNeedsDistrict'),
    search: t('marketplace.search'),
    searchHint: t('marketplace.searchHint'),
    searchButton: t('marketplace.searchButton'),
    clearFilters: t('marketplace.clearFilters'),
  };
  const categoryOptions: SelectOption[] = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: t('marketplace.categoryOption', {
      name: localName(category, t.language),
      count: category.shop_count,
    }),
  }));
  const districtOptions: SelectOption[] = (districts.data ?? []).map((district) => ({
    value: String(district.id),
    label: localName(district, t.language),
  }));
  const townshipOptions: SelectOption[] =
    requested.district === undefined
      ? []
      : (districtTownships ?? []).map((township) => ({
          value: String(township.id),
          label: localName(township, t.language),
        }));

  return (
    <Page title={t('marketplace.title')} className="marketplace">
      <p className="page__lead">{t('marketplace.lead')}</p>
      {/* A shopper's own orders and reservations (they sign in there when they need to). */}
      <p className="marketplace__my-orders">
        <Link to={routePaths.myOrders}>{t('marketplace.myOrders')}</Link>{' '}
        <Link to={routePaths.myCards}>{t('marketplace.myCards')}</Link>
      </p>
      {banner ? (
        <BannerView
          banner={banner}
          to={shopPath(banner.shop.slug)}
          words={{ region: t('marketplace.adBanner'), ad: t('marketplace.ad') }}
          onClick={() => void countClick({ bannerId: banner.id, impression: banner.impression })}
        />
      ) : null}
      <ShopFiltersView
        words={words}
        categories={categoryOptions}
        districts={districtOptions}
        townships={townshipOptions}
        category={valueOf(filters.category)}
        district={valueOf(filters.district)}
        township={valueOf(filters.township)}
        query={filters.q ?? ''}
        foldButton={t('marketplace.filtersButton', { count: foldedFilterCount(filters) })}
        canClear={hasFilters(filters)}
        sort={{
          label: t('marketplace.sort.label'),
          relevance: t('marketplace.sort.relevance'),
          options: [{ value: 'rating', label: t('marketplace.sort.rating') }],
          value: filters.sort ?? '',
        }}
        onSort={(value) => change(sortChosen(filters, value === 'rating' ? 'rating' : undefined))}
        onCategory={(value) => change(categoryChosen(filters, idOf(value)))}
        onDistrict={(value) => change(districtChosen(filters, idOf(value)))}
        onTownship={(value) => change(townshipChosen(filters, idOf(value)))}
        onSearch={(text) => change(searchSubmitted(filters, text))}
        onClear={() => change({})}
      />
      <ShopResultsView
        words={resultsWords(t)}
        state={resultsState(t, filters, shops, now)}
        firstPageTo={marketplaceUrl(pageChosen(filters, 1))}
        onRetry={() => void shops.refetch()}
        onClear={() => change({})}
        onShopIntent={(slug) => dispatch(shopLinkPointed(slug))}
      />
    </Page>
  );
}

function resultsWords(t: Translate): ShopResultsWords {
  return {
    heading: t('marketplace.resultsHeading'),
    loading: t('marketplace.loading'),
    loadFailed: t('marketplace.loadFailed'),
    retry: t('marketplace.retry'),
    emptyFiltered: t('marketplace.emptyFiltered'),
    emptyFilteredHint: t('marketplace.emptyFilteredHint'),
    emptyAll: t('marketplace.emptyAll'),
    pastLastPage: t('marketplace.pastLastPage'),
    firstPage: t('marketplace.firstPage'),
    clearFilters: t('marketplace.clearFilters'),
  };
}

function resultsState(
  t: Translate,
  filters: ShopFilters,
  search: { data?: ShopSearchResponse; isError: boolean; isFetching: boolean },
  now: number | null,
): ShopResultsState {
  const { data, isError, isFetching } = search;
  if (isError && !isFetching) return { status: 'failed' };
  if (!data) return { status: 'loading' };
  const pages = pageCount(data.total, data.page_size);
  const badges = distinguishingBadges(data.shops);
  const page = data.page;
  const empty =
    data.shops.length > 0
      ? null
      : data.total > 0
        ? 'pastLastPage'
        : hasFilters(filters)
          ? 'filtered'
          : 'none';
  return {
    status: 'loaded',
    // The shown result is another filter's (or page's) until the new one arrives.
    busy: isFetching,
    count: t('marketplace.resultCount', { count: data.total }),
    shops: data.shops.map((shop) => ({
      shop,
      to: shopPath(shop.slug),
      place: placeOf(t, shop),
      hours: hoursLine(t, cardHours(shop.hours, now)),
      badges: badges.has('takesOrders') && shop.takes_orders ? [t('marketplace.takesOrders')] : [],
      rating: shop.rating
        ? {
            average: shop.rating.average,
            label: t('marketplace.reviews.outOfFive', {
              average: formatNumber(shop.rating.average, t.language, { fractionDigits: 1 }),
            }),
            text: formatNumber(shop.rating.average, t.language, { fractionDigits: 1 }),
            count: t('marketplace.reviews.count', { count: shop.rating.count }),
          }
        : null,
    })),
    empty,
    pagination:
      pages > 1 && empty === null
        ? {
            label: t('marketplace.pagination'),
            status: t('marketplace.pageOf', { page, pages }),
            previous: {
              label: t('marketplace.previous'),
              to: page > 1 ? marketplaceUrl(pageChosen(filters, page - 1)) : null,
            },
            next: {
              label: t('marketplace.next'),
              to: page < pages ? marketplaceUrl(pageChosen(filters, page + 1)) : null,
            },
          }
        : null,
  };
}

/** 'Open now', 'Closed · opens 07:00' (today), 'Closed · opens Tuesday 07:00', or 'Closed'. */
function hoursLine(t: Translate, hours: CardHours | null) {
  if (hours === null) return null;
  if (hours.status === 'open') return { open: true, text: t('marketplace.openNow') };
  const { opens } = hours;
  const time = opens && localiseDigits(opens.time, t.language);
  const text = !opens
    ? t('marketplace.closedNow')
    : opens.today
      ? t('marketplace.closedOpensAt', { time: time! })
      : t('marketplace.closedOpensOn', { day: weekdayName(t, opens.weekday), time: time! });
  return { open: false, text };
}
