import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ShopCard } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { Spinner } from '../../components/Spinner/Spinner';
import { PaginationView, type PaginationViewProps } from './PaginationView';
import { ShopCardView, type CardHoursLine, type CardRatingLine } from './ShopCardView';

export interface ShopListing {
  shop: ShopCard;
  to: string;
  place: string;
  hours: CardHoursLine | null;
  badges: readonly string[];
  rating?: CardRatingLine | null;
}

export type ShopResultsState =
  /** Nothing to show yet: placeholders keep the room of a page of cards. */
  | { status: 'loading' }
  | { status: 'failed' }
  /** `busy` while the next result is on its way: the shown one stays, dimmed. */
  | {
      status: 'loaded';
      busy: boolean;
      count: string;
      shops: ShopListing[];
      /** No shops on this page: what to say and offer. */
      empty: null | 'filtered' | 'none' | 'pastLastPage';
      pagination: PaginationViewProps | null;
    };

export interface ShopResultsWords {
  heading: string;
  loading: string;
  loadFailed: string;
  retry: string;
  emptyFiltered: string;
  emptyFilteredHint: string;
  emptyAll: string;
  pastLastPage: string;
  firstPage: string;
  clearFilters: string;
}

export interface ShopResultsViewProps {
  words: ShopResultsWords;
  state: ShopResultsState;
  firstPageTo: string;
  onRetry: () => void;
  onClear: () => void;
  /** The shopper is about to open this shop's store page (its link pointed at or focused). */
  onShopIntent?: (slug: string) => void;
}

/** As many placeholders as a phone shows at once: enough to hold the page still while loading. */
const PLACEHOLDERS = 6;

/** The shops found: a grid of cards and the pages, or why there are none. */
export function ShopResultsView({
  words,
  state,
  firstPageTo,
  onRetry,
  onClear,
  onShopIntent,
}: ShopResultsViewProps) {
  const headingId = useId();
  return (
    <section
      className="shop-results"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || (state.status === 'loaded' && state.busy)}
    >
      <div className="shop-results__head">
        <h2 id={headingId} className="shop-results__heading">
          {words.heading}
        </h2>
        <p className="shop-results__count" role="status">
          {state.status === 'loaded' ? state.count : null}
        </p>
      </div>
      {state.status === 'loading' ? (
        <>
          <Spinner className="shop-results__loading">{words.loading}</Spinner>
          <ul className="shop-grid" aria-hidden="true">
            {Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className="card shop-card shop-card--placeholder" />
            ))}
          </ul>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <div className="shop-results__problem" role="alert">
          <p>{words.loadFailed}</p>
          <Button variant="secondary" onClick={onRetry}>
            {words.retry}
          </Button>
        </div>
      ) : null}
      {state.status === 'loaded' ? (
        <Loaded {...{ words, state, firstPageTo, onClear, onShopIntent }} />
      ) : null}
    </section>
  );
}

function Loaded({
  words,
  state,
  firstPageTo,
  onClear,
  onShopIntent,
}: Pick<ShopResultsViewProps, 'words' | 'firstPageTo' | 'onClear' | 'onShopIntent'> & {
  state: Extract<ShopResultsState, { status: 'loaded' }>;
}) {
  return (
    <div
      className={state.busy ? 'shop-results__body shop-results__body--busy' : 'shop-results__body'}
    >
      {state.empty === 'filtered' ? (
        <div className="shop-results__problem">
          <p className="shop-results__empty">{words.emptyFiltered}</p>
          <p>{words.emptyFilteredHint}</p>
          <Button variant="secondary" onClick={onClear}>
            {words.clearFilters}
          </Button>
        </div>
      ) : null}
      {state.empty === 'none' ? <p className="shop-results__empty">{words.emptyAll}</p> : null}
      {state.empty === 'pastLastPage' ? (
        <div className="shop-results__problem">
          <p className="shop-results__empty">{words.pastLastPage}</p>
          <Link to={firstPageTo}>{words.firstPage}</Link>
        </div>
      ) : null}
      {state.shops.length > 0 ? (
        <ul className="shop-grid">
          {state.shops.map((listing) => (
            <ShopCardView
              key={listing.shop.slug}
              shop={listing.shop}
              to={listing.to}
              place={listing.place}
              hours={listing.hours}
              badges={listing.badges}
              rating={listing.rating}
              onIntent={onShopIntent && (() => onShopIntent(listing.shop.slug))}
            />
          ))}
        </ul>
      ) : null}
      {state.pagination ? <PaginationView {...state.pagination} /> : null}
    </div>
  );
}
