import { useId } from 'react';
import type { PromoCode } from '@contract/loyalty';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Table } from '../../components/Table/Table';
import { formatInteger, formatMmk } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';

export interface PromoCodesViewProps {
  /** Null while loading; the words of a failure instead when it failed. */
  codes: PromoCode[] | null;
  failed: boolean;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
  t: Translate;
}

/** '10 %' or '5,000 MMK', in the reader's digits. */
export function discountText(promo: Pick<PromoCode, 'kind' | 'value'>, t: Translate): string {
  return promo.kind === 'percent'
    ? t('promotions.promo.percentOff', { value: formatInteger(promo.value, t.language) })
    : t('promotions.promo.amountOff', { amount: formatMmk(promo.value, t.language) });
}

/** The shop's promo codes: a table of their terms, each with Edit and Delete. */
export function PromoCodesView({
  codes,
  failed,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  t,
}: PromoCodesViewProps) {
  const headingId = useId();
  const language = t.language;
  return (
    <Card as="section" className="promotions-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('promotions.promo.title')}</h2>
      <p className="promotions-section__lead">{t('promotions.promo.lead')}</p>
      <p>
        <Button onClick={onAdd}>{t('promotions.promo.add')}</Button>
      </p>
      {failed ? (
        <div role="alert">
          <p>{t('promotions.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('promotions.retry')}
          </Button>
        </div>
      ) : codes === null ? (
        <p role="status">{t('promotions.loading')}</p>
      ) : codes.length === 0 ? (
        <p>{t('promotions.promo.none')}</p>
      ) : (
        <Table
          labelledBy={headingId}
          rows={codes}
          rowKey={(promo) => promo.id}
          columns={[
            { header: t('promotions.promo.columns.code'), rowHeader: true, cell: (p) => p.code },
            { header: t('promotions.promo.columns.discount'), cell: (p) => discountText(p, t) },
            {
              header: t('promotions.promo.columns.validity'),
              cell: (p) =>
                t('promotions.promo.validity', {
                  from: formatDate(p.valid_from, language),
                  to: formatDate(p.valid_to, language),
                }),
            },
            {
              header: t('promotions.promo.columns.uses'),
              numeric: true,
              cell: (p) =>
                p.max_uses === null
                  ? t('promotions.promo.usesNoLimit', { uses: formatInteger(p.uses, language) })
                  : t('promotions.promo.uses', {
                      uses: formatInteger(p.uses, language),
                      max: formatInteger(p.max_uses, language),
                    }),
            },
            {
              header: t('promotions.promo.columns.minTotal'),
              numeric: true,
              cell: (p) => t('promotions.mmk', { amount: formatMmk(p.min_total, language) }),
            },
            {
              header: t('promotions.promo.columns.active'),
              cell: (p) =>
                p.active ? t('promotions.promo.activeYes') : t('promotions.promo.activeNo'),
            },
            {
              header: t('promotions.promo.columns.actions'),
              cell: (p) => (
                <span className="promotions-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('promotions.promo.edit', { code: p.code })}
                    onClick={() => onEdit(p)}
                  >
                    {t('promotions.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={t('promotions.promo.delete', { code: p.code })}
                    onClick={() => onDelete(p)}
                  >
                    {t('promotions.delete')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
