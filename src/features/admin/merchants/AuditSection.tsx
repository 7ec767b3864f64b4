/** `/admin/audit`: the audit log, searched, newest first; 'Older records' follows the keyset. */
import { useState } from 'react';
import type { AuditQuery } from '@contract/adminMerchants';
import { Button } from '../../../components/Button/Button';
import { useTranslator } from '../../../i18n/useTranslator';
import { useAdminAuditQuery } from './adminMerchantsApi';
import { AuditSearchForm, AuditTable, type AuditFilters } from './MerchantsViews';
import './merchants.css';

const EMPTY: AuditFilters = { q: '', action: '', operator: '', merchant: '', from: '', to: '' };

/** Pure: the query a filled search form asks (empty or malformed filters left out). */
export function auditQueryOf(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  const id = (text: string) => (/^[1-9][0-9]{0,9}$/.test(text.trim()) ? Number(text) : undefined);
  if (filters.q.trim()) query.q = filters.q.trim();
  const action = filters.action.trim().toLowerCase();
  if (/^[a-z_]+(\.[a-z_]*)?$/.test(action)) query.action = action;
  const operator = id(filters.operator);
  if (operator !== undefined) query.operator = operator;
  const merchant = id(filters.merchant);
  if (merchant !== undefined) query.merchant = merchant;
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.from)) query.from = filters.from;
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.to)) query.to = filters.to;
  return query;
}

export function AuditSection() {
  const t = useTranslator();
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const query = auditQueryOf(filters);
  const audit = useAdminAuditQuery(before === undefined ? query : { ...query, before });
  return (
    <div className="admin-merchants">
      <h1>{t('admin.merchants.audit.title')}</h1>
      <AuditSearchForm
        t={t}
        filters={filters}
        onSearch={(next) => {
          setBefore(undefined);
          setFilters(next);
        }}
      />
      <section aria-labelledby="admin-audit-rows">
        <h2 id="admin-audit-rows" className="visually-hidden">
          {t('admin.merchants.audit.title')}
        </h2>
        {audit.data ? (
          audit.data.rows.length === 0 ? (
            <p>{t('admin.merchants.audit.none')}</p>
          ) : (
            <AuditTable t={t} rows={audit.data.rows} labelledBy="admin-audit-rows" />
          )
        ) : audit.isError ? (
          <p role="alert">{t('admin.merchants.failed')}</p>
        ) : (
          <p role="status">{t('admin.merchants.loading')}</p>
        )}
        {audit.data?.next ? (
          <Button variant="secondary" onClick={() => setBefore(audit.data?.next ?? undefined)}>
            {t('admin.merchants.audit.more')}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
