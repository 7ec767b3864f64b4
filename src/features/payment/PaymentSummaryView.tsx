import type { OrderSummary } from '@contract/billing';
import { Table, type TableColumn } from '../../components/Table/Table';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { planName } from '../../shared/reference/productNames';
import { SAMPLE_ORDER } from './sampleOrder';

interface SummaryLine {
  label: string;
  value: string;
}

const COLUMNS: ReadonlyArray<TableColumn<SummaryLine>> = [
  { cell: (line) => line.label, rowHeader: true },
  { cell: (line) => line.value, numeric: true },
];

/** Why the sample values are shown: nobody is signed in, or nothing is waiting to be paid. */
export type ExampleReason = 'visitor' | 'noOrder';

export interface PaymentSummaryViewProps {
  t: Translate;
  /** The pending order as the server priced it; null: the sample values, marked as an example. */
  order: OrderSummary | null;
  example?: ExampleReason;
}

/**
 * The summary table: the pending order (plan, billing cycle, what it costs before tax, tax,
 * total, in MMK as the server priced it), or the sample values with a note saying they are an
 * example.
 */
export function PaymentSummaryView({ t, order, example = 'visitor' }: PaymentSummaryViewProps) {
  const mmk = (amount: number) => t('staticPayment.mmk', { amount: formatMmk(amount, t.language) });
  const lines: SummaryLine[] = order
    ? [
        { label: t('staticPayment.plan'), value: planName(order.plan.name, t) },
        {
          label: t('staticPayment.billingCycle'),
          value: t('staticPayment.cycleMonths', {
            months: formatInteger(order.duration_month, t.language),
          }),
        },
        { label: t('staticPayment.cost'), value: mmk(order.taxable) },
        { label: t('staticPayment.tax'), value: mmk(order.tax) },
      ]
    : [
        { label: t('staticPayment.plan'), value: t('staticPayment.sample.plan') },
        { label: t('staticPayment.billingCycle'), value: t('staticPayment.sample.billingCycle') },
        { label: t('staticPayment.cost'), value: mmk(SAMPLE_ORDER.cost) },
        { label: t('staticPayment.tax'), value: mmk(SAMPLE_ORDER.tax) },
      ];
  return (
    <>
      <Table
        caption={t('staticPayment.summaryCaption')}
        columns={COLUMNS}
        rows={lines}
        footRows={[
          { label: t('staticPayment.total'), value: mmk(order ? order.total : SAMPLE_ORDER.total) },
        ]}
        rowKey={(line) => line.label}
      />
      {order ? null : (
        <p className="payment-summary__example">
          {example === 'visitor'
            ? t('staticPayment.exampleVisitor')
            : t('staticPayment.exampleNoOrder')}
        </p>
      )}
    </>
  );
}
