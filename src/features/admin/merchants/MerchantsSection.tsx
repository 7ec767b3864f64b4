/** `/admin/merchants`: the search, its filters kept in the URL's query, and the results. */
import { useSearchParams } from 'react-router-dom';
import {
  MERCHANT_FILTER_STATES,
  type AdminMerchantsQuery,
  type MerchantFilterState,
} from '@contract/adminMerchants';
import { useTranslator } from '../../../i18n/useTranslator';
import { localName, localOptions } from '../../../shared/reference/localName';
import { useGetTownshipsQuery } from '../../../shared/reference/referenceApi';
import { useAdminMerchantsQuery } from './adminMerchantsApi';
import { MerchantResults, MerchantSearchForm, type MerchantFilters } from './MerchantsViews';
import './merchants.css';

const positive = (text: string | null): number | undefined => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Pure: the search the URL's query names (anything malformed left out). */
export function merchantsQueryOf(params: URLSearchParams): AdminMerchantsQuery {
  const q = params.get('q')?.trim();
  const state = params.get('state');
  const query: AdminMerchantsQuery = {};
  if (q) query.q = q.slice(0, 100);
  const township = positive(params.get('township'));
  if (township !== undefined) query.township = township;
  if ((MERCHANT_FILTER_STATES as readonly string[]).includes(state ?? '')) {
    query.state = state as MerchantFilterState;
  }
  const renews = positive(params.get('renews_within'));
  if (renews !== undefined && renews <= 90) query.renews_within = renews;
  const page = positive(params.get('page'));
  if (page !== undefined && page <= 400) query.page = page;
  return query;
}

export function MerchantsSection() {
  const t = useTranslator();
  const [params, setParams] = useSearchParams();
  const query = merchantsQueryOf(params);
  const merchants = useAdminMerchantsQuery(query);
  const townships = useGetTownshipsQuery();
  const list = townships.data ?? [];
  const townshipName = (id: number) => {
    const found = list.find((township) => township.id === id);
    return found ? localName(found, t.language) : '';
  };
  const filters: MerchantFilters = {
    q: query.q ?? '',
    township: query.township === undefined ? '' : String(query.township),
    state: query.state ?? '',
  };
  const search = (next: MerchantFilters, page?: number) => {
    const out = new URLSearchParams();
    if (next.q.trim()) out.set('q', next.q.trim());
    if (next.township) out.set('township', next.township);
    if (next.state) out.set('state', next.state);
    if (page !== undefined && page > 1) out.set('page', String(page));
    setParams(out);
  };
  return (
    <div className="admin-merchants">
      <h1>{t('admin.merchants.list.title')}</h1>
      <MerchantSearchForm
        // A new URL (a link from the overview, the browser's back) starts the form afresh.
        key={params.toString()}
        t={t}
        filters={filters}
        townships={localOptions(list, t.language)}
        onSearch={(next) => search(next)}
      />
      {query.renews_within !== undefined ? (
        <p>{t('admin.merchants.list.renewsWithin', { days: query.renews_within })}</p>
      ) : null}
      {merchants.data ? (
        <MerchantResults
          t={t}
          page={merchants.data}
          townshipName={townshipName}
          onPage={(page) => {
            const out = new URLSearchParams(params);
            out.set('page', String(page));
            setParams(out);
          }}
        />
      ) : merchants.isError ? (
        <p role="alert">{t('admin.merchants.failed')}</p>
      ) : (
        <p role="status">{t('admin.merchants.loading')}</p>
      )}
    </div>
  );
}
