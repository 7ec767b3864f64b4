import { Table, type TableColumn } from '../../components/Table/Table';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { SAMPLE_ORDER } from './sampleOrder';

interface SummaryLine {
  label: string;
  value: string;
}

const COLUMNS: ReadonlyArray<TableColumn<SummaryLine>> = [
  { cell: (line) => line.label, rowHeader: true },
  { cell: (line) => line.value, numeric: true },
];

/** The summary table of the static payment page (sample values). */
export function PaymentSummaryView({ t }: { t: Translate }) {
  const mmk = (amount: number) => t('staticPayment.mmk', { amount: formatMmk(amount, t.language) });
  const lines: SummaryLine[] = [
    { label: t('staticPayment.plan'), value: t('staticPayment.sample.plan') },
    { label: t('staticPayment.billingCycle'), value: t('staticPayment.sample.billingCycle') },
    { label: t('staticPayment.cost'), value: mmk(SAMPLE_ORDER.cost) },
    { label: t('staticPayment.tax'), value: mmk(SAMPLE_ORDER.tax) },
  ];
  return (
    <Table
      caption={t('staticPayment.summaryCaption')}
      columns={COLUMNS}
      rows={lines}
      footRows={[{ label: t('staticPayment.total'), value: mmk(SAMPLE_ORDER.total) }]}
      rowKey={(line) => line.label}
    />
  );
}
