import { formatMmk, SAMPLE_ORDER, staticPaymentMessages as m } from './messages';

/** The summary table of the static payment page (sample values of specification section 2). */
export function PaymentSummaryView() {
  const rows: Array<[string, string]> = [
    [m.plan, SAMPLE_ORDER.plan],
    [m.billingCycle, SAMPLE_ORDER.billingCycle],
    [m.cost, formatMmk(SAMPLE_ORDER.cost)],
    [m.tax, formatMmk(SAMPLE_ORDER.tax)],
  ];
  return (
    <table className="payment-summary">
      <caption>{m.summaryCaption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{m.total}</th>
          <td>{formatMmk(SAMPLE_ORDER.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
