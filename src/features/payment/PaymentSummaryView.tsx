import { Table, type TableColumn } from '../../components/Table/Table';
import { formatMmk, SAMPLE_ORDER, staticPaymentMessages as m } from './messages';

interface SummaryLine {
  label: string;
  value: string;
}

const COLUMNS: ReadonlyArray<TableColumn<SummaryLine>> = [
  { cell: (line) => line.label, rowHeader: true },
  { cell: (line) => line.value, numeric: true },
];

/** The summary table of the static payment page (sample values). */
export function PaymentSummaryView() {
  const lines: SummaryLine[] = [
    { label: m.plan, value: SAMPLE_ORDER.plan },
    { label: m.billingCycle, value: SAMPLE_ORDER.billingCycle },
    { label: m.cost, value: formatMmk(SAMPLE_ORDER.cost) },
    { label: m.tax, value: formatMmk(SAMPLE_ORDER.tax) },
  ];
  return (
    <Table
      caption={m.summaryCaption}
      columns={COLUMNS}
      rows={lines}
      footRows={[{ label: m.total, value: formatMmk(SAMPLE_ORDER.total) }]}
      rowKey={(line) => line.label}
    />
  );
}
