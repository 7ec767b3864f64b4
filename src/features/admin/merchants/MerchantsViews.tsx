/**
 * The dumb views of the back office's overview, merchants, merchant page, audit log and exports:
 * props in, markup out; every word through `t`, every figure through the formatters.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type {
  AdminMerchantDetail,
  AdminMerchantsPage,
  AdminOverview,
  AuditRow,
  MonthTakings,
  OverviewLink,
} from '@contract/adminMerchants';
import { MERCHANT_FILTER_STATES, PAYMENT_METHODS } from '@contract/adminMerchants';
import type { ExportDataset } from '@contract/operators';
import { Button } from '../../../components/Button/Button';
import { Field, FieldFrame, SelectField, useFieldIds } from '../../../components/Field/Field';
import { Table } from '../../../components/Table/Table';
import { formatDate } from '../../../i18n/dates';
import { formatInteger, formatMmk, localiseDigits } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import type { ExportsState } from './exportsSlice';

type T = { t: Translate };

const day = (t: Translate, instant: string | null) =>
  instant === null ? '' : formatDate(instant, t.language);
const count = (t: Translate, n: number) => formatInteger(n, t.language);
const mmk = (t: Translate, n: number) =>
  t('admin.merchants.mmk', { amount: formatMmk(n, t.language) });

/** Pure: the SPA's path of the list a figure comes from. */
export function overviewHref(link: OverviewLink): string {
  if (link.section === 'payments') return `/admin/payments?tab=${link.tab}`;
  const params = new URLSearchParams();
  if (link.state) params.set('state', link.state);
  if (link.renews_within !== undefined) params.set('renews_within', String(link.renews_within));
  const query = params.toString();
  return query === '' ? '/admin/merchants' : `/admin/merchants?${query}`;
}

/* ------------------------------ overview ----------------------------- */

function FigureCard({ title, value, href }: { title: string; value: string; href: string }) {
  return (
    <li className="admin-figure">
      <Link to={href} className="admin-figure__link">
        <span className="admin-figure__title">{title}</span>
        <span className="admin-figure__value">{value}</span>
      </Link>
    </li>
  );
}

function Takings({ t, title, month }: T & { title: string; month: MonthTakings }) {
  const id = `admin-takings-${month.month}`;
  return (
    <section className="admin-overview__block" aria-labelledby={id}>
      <h2 id={id}>
        <Link to={overviewHref(month.link)}>{title}</Link>
      </h2>
      <dl className="admin-overview__pairs">
        {PAYMENT_METHODS.map((method) => (
          <div key={method}>
            <dt>{t(`admin.merchants.methods.${method}`)}</dt>
            <dd>{mmk(t, month.by_method[method])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('admin.merchants.overview.collected')}</dt>
          <dd>{mmk(t, month.collected)}</dd>
        </div>
        <div>
          <dt>{t('admin.merchants.overview.refunded')}</dt>
          <dd>{mmk(t, month.refunded)}</dd>
        </div>
        <div>
          <dt>{t('admin.merchants.overview.net')}</dt>
          <dd>{mmk(t, month.net)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function OverviewView({ t, overview }: T & { overview: AdminOverview }) {
  const monthName = (month: string) => localiseDigits(month, t.language);
  return (
    <div className="admin-overview">
      <ul className="admin-overview__figures">
        <FigureCard
          title={t('admin.merchants.overview.renewalsDue')}
          value={count(t, overview.renewals_due.value)}
          href={overviewHref(overview.renewals_due.link)}
        />
        <FigureCard
          title={t('admin.merchants.overview.inGrace')}
          value={count(t, overview.in_grace.value)}
          href={overviewHref(overview.in_grace.link)}
        />
        <FigureCard
          title={t('admin.merchants.overview.awaitingReview')}
          value={count(t, overview.awaiting_review.value)}
          href={overviewHref(overview.awaiting_review.link)}
        />
        <FigureCard
          title={t('admin.merchants.overview.heldForRefund')}
          value={count(t, overview.held_for_refund.value)}
          href={overviewHref(overview.held_for_refund.link)}
        />
      </ul>
      <section className="admin-overview__block" aria-labelledby="admin-active-plans">
        <h2 id="admin-active-plans">{t('admin.merchants.overview.activeByPlan')}</h2>
        {overview.active_by_plan.length === 0 ? (
          <p>{t('admin.merchants.overview.noActive')}</p>
        ) : (
          <ul className="admin-overview__figures">
            {overview.active_by_plan.map((plan) => (
              <FigureCard
                key={plan.plan_id}
                title={plan.plan}
                value={count(t, plan.count)}
                href={overviewHref(plan.link)}
              />
            ))}
          </ul>
        )}
      </section>
      <Takings
        t={t}
        title={t('admin.merchants.overview.thisMonth', {
          month: monthName(overview.this_month.month),
        })}
        month={overview.this_month}
      />
      <Takings
        t={t}
        title={t('admin.merchants.overview.lastMonth', {
          month: monthName(overview.last_month.month),
        })}
        month={overview.last_month}
      />
      <section className="admin-overview__block" aria-labelledby="admin-new-shops">
        <h2 id="admin-new-shops">
          <Link to={overviewHref(overview.new_shops_link)}>
            {t('admin.merchants.overview.newShops')}
          </Link>
        </h2>
        <dl className="admin-overview__pairs">
          {overview.new_shops.map((week) => (
            <div key={week.week_start}>
              <dt>
                {t('admin.merchants.overview.weekOf', {
                  date: formatDate(`${week.week_start}T12:00:00+06:30`, t.language),
                })}
              </dt>
              <dd>{count(t, week.count)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/* ------------------------------ merchants ---------------------------- */

export interface MerchantFilters {
  q: string;
  township: string;
  state: string;
}

export function MerchantSearchForm({
  t,
  filters,
  townships,
  onSearch,
}: T & {
  filters: MerchantFilters;
  townships: Array<{ value: string; label: string }>;
  onSearch: (filters: MerchantFilters) => void;
}) {
  const [form, setForm] = useState(filters);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };
  return (
    <form
      className="admin-search"
      role="search"
      aria-label={t('admin.merchants.list.search')}
      onSubmit={submit}
    >
      <Field
        label={t('admin.merchants.list.query')}
        type="search"
        value={form.q}
        maxLength={100}
        onChange={(event) => setForm({ ...form, q: event.target.value })}
      />
      <SelectField
        label={t('admin.merchants.list.township')}
        value={form.township}
        options={[{ value: '', label: t('admin.merchants.list.anyTownship') }, ...townships]}
        onChange={(event) => setForm({ ...form, township: event.target.value })}
      />
      <SelectField
        label={t('admin.merchants.list.state')}
        value={form.state}
        options={[
          { value: '', label: t('admin.merchants.list.anyState') },
          ...MERCHANT_FILTER_STATES.map((state) => ({
            value: state,
            label: t(`admin.merchants.states.${state}`),
          })),
        ]}
        onChange={(event) => setForm({ ...form, state: event.target.value })}
      />
      <Button type="submit">{t('admin.merchants.list.submit')}</Button>
    </form>
  );
}

export function MerchantResults({
  t,
  page,
  townshipName,
  onPage,
}: T & {
  page: AdminMerchantsPage;
  townshipName: (id: number) => string;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <section className="admin-results" aria-labelledby="admin-merchant-results">
      <h2 id="admin-merchant-results">{t('admin.merchants.list.total', { count: page.total })}</h2>
      {page.merchants.length === 0 ? (
        <p>{t('admin.merchants.list.none')}</p>
      ) : (
        <Table
          labelledBy="admin-merchant-results"
          rows={page.merchants}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('admin.merchants.list.name'),
              rowHeader: true,
              cell: (row) => <Link to={`/admin/merchants/${row.id}`}>{row.name}</Link>,
            },
            {
              header: t('admin.merchants.list.phone'),
              cell: (row) => localiseDigits(row.phone, t.language),
            },
            { header: t('admin.merchants.list.shop'), cell: (row) => row.shop_name ?? '' },
            {
              header: t('admin.merchants.list.township'),
              cell: (row) => townshipName(row.township_id),
            },
            { header: t('admin.merchants.list.plan'), cell: (row) => row.plan ?? '' },
            {
              header: t('admin.merchants.list.planState'),
              cell: (row) =>
                [
                  t(`admin.merchants.states.${row.plan_state}`),
                  row.suspended ? t('admin.merchants.states.suspended') : null,
                ]
                  .filter(Boolean)
                  .join(', '),
            },
            {
              header: t('admin.merchants.list.registered'),
              cell: (row) => day(t, row.registered_at),
            },
          ]}
        />
      )}
      {pages > 1 ? (
        <nav className="admin-pager" aria-label={t('admin.merchants.list.title')}>
          <Button
            variant="secondary"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            {t('admin.merchants.list.previous')}
          </Button>
          <span>
            {t('admin.merchants.list.page', {
              page: count(t, page.page),
              pages: count(t, pages),
            })}
          </span>
          <Button
            variant="secondary"
            disabled={page.page >= pages}
            onClick={() => onPage(page.page + 1)}
          >
            {t('admin.merchants.list.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/* ------------------------------ audit rows --------------------------- */

/** Pure: a before or after record as lines of `key: value`, for people rather than machines. */
export function readableRecord(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [JSON.stringify(value)];
  return Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`,
  );
}

function AuditRecordView({ t, label, value }: T & { label: string; value: unknown }) {
  const lines = readableRecord(value);
  return (
    <div className="admin-audit__record">
      <strong>{label}</strong>
      {lines.length === 0 ? (
        <span> {t('admin.merchants.audit.nothing')}</span>
      ) : (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AuditTable({ t, rows, labelledBy }: T & { rows: AuditRow[]; labelledBy: string }) {
  return (
    <Table
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          header: t('admin.merchants.audit.at'),
          rowHeader: true,
          cell: (row) => day(t, row.at),
        },
        {
          header: t('admin.merchants.audit.who'),
          cell: (row) => `${localiseDigits(row.operator_phone, t.language)} (${row.operator_role})`,
        },
        { header: t('admin.merchants.audit.what'), cell: (row) => row.action },
        {
          header: t('admin.merchants.audit.subject'),
          cell: (row) =>
            row.merchant_id !== null ? (
              <Link to={`/admin/merchants/${row.merchant_id}`}>
                {row.subject_type} {row.subject_id}
              </Link>
            ) : (
              `${row.subject_type} ${row.subject_id}`
            ),
        },
        { header: t('admin.merchants.audit.reason'), cell: (row) => row.reason ?? '' },
        {
          header: t('admin.merchants.audit.change'),
          cell: (row) => (
            <>
              <AuditRecordView t={t} label={t('admin.merchants.audit.before')} value={row.before} />
              <AuditRecordView t={t} label={t('admin.merchants.audit.after')} value={row.after} />
            </>
          ),
        },
      ]}
    />
  );
}

export interface AuditFilters {
  q: string;
  action: string;
  operator: string;
  merchant: string;
  from: string;
  to: string;
}

export function AuditSearchForm({
  t,
  filters,
  onSearch,
}: T & { filters: AuditFilters; onSearch: (filters: AuditFilters) => void }) {
  const [form, setForm] = useState(filters);
  const field = (key: keyof AuditFilters) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [key]: event.target.value }),
  });
  return (
    <form
      className="admin-search"
      role="search"
      aria-label={t('admin.merchants.audit.search')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(form);
      }}
    >
      <Field
        label={t('admin.merchants.audit.query')}
        type="search"
        maxLength={100}
        {...field('q')}
      />
      <Field label={t('admin.merchants.audit.action')} maxLength={60} {...field('action')} />
      <Field
        label={t('admin.merchants.audit.operator')}
        inputMode="numeric"
        {...field('operator')}
      />
      <Field
        label={t('admin.merchants.audit.merchant')}
        inputMode="numeric"
        {...field('merchant')}
      />
      <Field label={t('admin.merchants.audit.from')} type="date" {...field('from')} />
      <Field label={t('admin.merchants.audit.to')} type="date" {...field('to')} />
      <Button type="submit">{t('admin.merchants.audit.submit')}</Button>
    </form>
  );
}

/* ----------------------------- merchant page ------------------------- */

export function NoteForm({
  t,
  busy,
  failed,
  onAdd,
}: T & { busy: boolean; failed: boolean; onAdd: (body: string) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const [empty, setEmpty] = useState(false);
  const error = empty
    ? t('admin.merchants.detail.noteEmpty')
    : failed
      ? t('admin.merchants.detail.noteFailed')
      : null;
  const ids = useFieldIds(undefined, undefined, error);
  return (
    <form
      className="admin-note-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim() === '') {
          setEmpty(true);
          return;
        }
        setEmpty(false);
        void onAdd(body.trim()).then((saved) => {
          if (saved) setBody('');
        });
      }}
    >
      <FieldFrame
        label={t('admin.merchants.detail.newNote')}
        error={error}
        className={undefined}
        ids={ids}
      >
        <textarea
          {...ids.control}
          value={body}
          maxLength={2000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
      </FieldFrame>
      <Button type="submit" disabled={busy}>
        {busy ? t('admin.merchants.detail.adding') : t('admin.merchants.detail.addNote')}
      </Button>
    </form>
  );
}

function Pairs({ pairs }: { pairs: Array<[string, string]> }) {
  return (
    <dl className="admin-overview__pairs">
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MerchantDetailView({
  t,
  detail,
  townshipName,
  noteForm,
}: T & {
  detail: AdminMerchantDetail;
  townshipName: (id: number) => string;
  /** The add-note form, for roles that may write notes; null for the others. */
  noteForm: ReactNode;
}) {
  const { merchant, store } = detail;
  const yesNo = (value: boolean) =>
    value ? t('admin.merchants.detail.yes') : t('admin.merchants.detail.no');
  return (
    <div className="admin-merchant">
      <h1>{merchant.name}</h1>
      <p>
        <Link to="/admin/merchants">{t('admin.merchants.detail.back')}</Link>
      </p>
      <section aria-labelledby="admin-merchant-account">
        <h2 id="admin-merchant-account">{t('admin.merchants.detail.account')}</h2>
        <Pairs
          pairs={[
            [t('admin.merchants.detail.phone'), localiseDigits(merchant.phone, t.language)],
            [t('admin.merchants.detail.email'), merchant.email],
            [t('admin.merchants.detail.verified'), yesNo(merchant.verified)],
            [t('admin.merchants.detail.registered'), day(t, merchant.registered_at)],
            [t('admin.merchants.detail.township'), townshipName(merchant.township_id)],
            [
              t('admin.merchants.detail.planState'),
              t(`admin.merchants.states.${merchant.plan_state}`),
            ],
          ]}
        />
      </section>

      <section aria-labelledby="admin-merchant-subscriptions">
        <h2 id="admin-merchant-subscriptions">{t('admin.merchants.detail.subscriptions')}</h2>
        {detail.subscriptions.length === 0 ? (
          <p>{t('admin.merchants.detail.noSubscriptions')}</p>
        ) : (
          <Table
            labelledBy="admin-merchant-subscriptions"
            rows={detail.subscriptions}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('admin.merchants.detail.plan'),
                rowHeader: true,
                cell: (row) =>
                  `${row.plan}, ${t('admin.merchants.detail.months', { count: count(t, row.duration_month) })}`,
              },
              {
                header: t('admin.merchants.detail.period'),
                cell: (row) => `${day(t, row.starts_at)} – ${day(t, row.ends_at)}`,
              },
              {
                header: t('admin.merchants.detail.status'),
                cell: (row) => t(`admin.merchants.detail.statuses.${row.status}`),
              },
              {
                header: t('admin.merchants.detail.value'),
                numeric: true,
                cell: (row) => (row.value === null ? '' : mmk(t, row.value)),
              },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="admin-merchant-payments">
        <h2 id="admin-merchant-payments">{t('admin.merchants.detail.payments')}</h2>
        {detail.payments.length === 0 ? (
          <p>{t('admin.merchants.detail.noPayments')}</p>
        ) : (
          <Table
            labelledBy="admin-merchant-payments"
            rows={detail.payments}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('admin.merchants.detail.date'),
                rowHeader: true,
                cell: (row) => day(t, row.created_at),
              },
              {
                header: t('admin.merchants.detail.method'),
                cell: (row) => t(`admin.merchants.methods.${row.method}`),
              },
              {
                header: t('admin.merchants.detail.amount'),
                numeric: true,
                cell: (row) => mmk(t, row.amount),
              },
              {
                header: t('admin.merchants.detail.status'),
                cell: (row) =>
                  row.status === 'succeeded' || row.status === 'failed'
                    ? t(`admin.merchants.detail.paymentStatuses.${row.status}`)
                    : row.status,
              },
              {
                header: t('admin.merchants.detail.receipt'),
                cell: (row) => row.receipt_number ?? '',
              },
              {
                header: t('admin.merchants.detail.refunds'),
                cell: (row) =>
                  row.refunds.length === 0 ? null : (
                    <ul>
                      {row.refunds.map((refund) => (
                        <li key={refund.id}>
                          {t('admin.merchants.detail.refundLine', {
                            amount: mmk(t, refund.amount),
                            date: day(t, refund.created_at),
                            reason: refund.reason,
                          })}
                          {refund.credit_note
                            ? ` · ${t('admin.merchants.detail.creditNote', { number: refund.credit_note })}`
                            : null}
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="admin-merchant-store">
        <h2 id="admin-merchant-store">{t('admin.merchants.detail.store')}</h2>
        {store === null ? (
          <p>{t('admin.merchants.detail.noStore')}</p>
        ) : (
          <Pairs
            pairs={[
              [t('admin.merchants.detail.storeName'), store.name],
              [t('admin.merchants.detail.slug'), `/store/${store.slug}`],
              [t('admin.merchants.detail.published'), yesNo(store.published)],
              [
                t('admin.merchants.detail.listedUntil'),
                store.listed_until === null
                  ? t('admin.merchants.detail.notListed')
                  : day(t, store.listed_until),
              ],
              ...(store.suspended_at === null
                ? []
                : ([
                    [t('admin.merchants.detail.suspended'), day(t, store.suspended_at)],
                    [t('admin.merchants.detail.suspensionReason'), store.suspension_reason ?? ''],
                  ] as Array<[string, string]>)),
            ]}
          />
        )}
      </section>

      <section aria-labelledby="admin-merchant-activity">
        <h2 id="admin-merchant-activity">{t('admin.merchants.detail.activity')}</h2>
        <Pairs
          pairs={[
            [t('admin.merchants.detail.orders'), count(t, detail.orders_count)],
            [t('admin.merchants.detail.reservations'), count(t, detail.reservations_count)],
          ]}
        />
      </section>

      <section aria-labelledby="admin-merchant-notes">
        <h2 id="admin-merchant-notes">{t('admin.merchants.detail.notes')}</h2>
        {detail.notes.length === 0 ? (
          <p>{t('admin.merchants.detail.noNotes')}</p>
        ) : (
          <ul className="admin-notes">
            {detail.notes.map((note) => (
              <li key={note.id}>
                <p>{note.body}</p>
                <p className="admin-notes__by">
                  {t('admin.merchants.detail.noteBy', {
                    name: note.operator_name,
                    phone: localiseDigits(note.operator_phone, t.language),
                    date: day(t, note.created_at),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        {noteForm}
      </section>

      <section aria-labelledby="admin-merchant-audit">
        <h2 id="admin-merchant-audit">{t('admin.merchants.detail.audit')}</h2>
        {detail.audit.length === 0 ? (
          <p>{t('admin.merchants.detail.noAudit')}</p>
        ) : (
          <AuditTable t={t} rows={detail.audit} labelledBy="admin-merchant-audit" />
        )}
      </section>
    </div>
  );
}

/* ------------------------------- exports ----------------------------- */

export function ExportsView({
  t,
  datasets,
  state,
  onDownload,
}: T & {
  datasets: readonly ExportDataset[];
  state: ExportsState;
  onDownload: (dataset: ExportDataset, period: { from?: string; to?: string }) => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const name = (dataset: ExportDataset) => t(`admin.merchants.exports.datasets.${dataset}`);
  const period = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (
    <div className="admin-exports">
      <p>{t('admin.merchants.exports.intro')}</p>
      <fieldset className="admin-exports__period">
        <legend>{t('admin.merchants.exports.period')}</legend>
        <Field
          label={t('admin.merchants.exports.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field
          label={t('admin.merchants.exports.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </fieldset>
      <ul className="admin-exports__buttons">
        {datasets.map((dataset) => (
          <li key={dataset}>
            <Button
              variant="secondary"
              disabled={state.status === 'downloading'}
              onClick={() => onDownload(dataset, period)}
            >
              {t('admin.merchants.exports.download', { dataset: name(dataset) })}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status">
        {state.status === 'downloading'
          ? t('admin.merchants.exports.downloading', { dataset: name(state.dataset) })
          : state.status === 'saved'
            ? t('admin.merchants.exports.done', { dataset: name(state.dataset) })
            : null}
      </p>
      {state.status === 'failed' ? (
        <p role="alert">{t('admin.merchants.exports.failed', { dataset: name(state.dataset) })}</p>
      ) : null}
    </div>
  );
}
