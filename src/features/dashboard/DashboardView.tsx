import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '../../contract';
import { Page } from '../../components/Page/Page';
import { dashboardMessages as m } from './messages';
import { formatCard, formatDate, formatMinorAmount, formatMmk } from './format';
import './dashboard.css';

export interface DashboardViewProps {
  dashboard: DashboardResponse;
  /** Where a merchant without a plan chooses one. */
  pricingPath: string;
}

/** /dashboard (DECISIONS section 5): the subscription, its add-ons and the payments. */
export function DashboardView({ dashboard, pricingPath }: DashboardViewProps) {
  const { subscription, addons, payments } = dashboard;
  const subscriptionId = useId();
  const addonsId = useId();
  const paymentsId = useId();

  return (
    <Page title={m.title} className="dashboard-page">
      <section className="card dashboard-section" aria-labelledby={subscriptionId}>
        <h2 id={subscriptionId}>{m.subscriptionTitle}</h2>
        {subscription ? (
          <dl className="dashboard-facts">
            <div>
              <dt>{m.plan}</dt>
              <dd>{subscription.plan.name}</dd>
            </div>
            <div>
              <dt>{m.duration}</dt>
              <dd>{m.months(subscription.duration_month)}</dd>
            </div>
            <div>
              <dt>{m.startDate}</dt>
              <dd>{formatDate(subscription.starts_at)}</dd>
            </div>
            <div>
              <dt>{m.endDate}</dt>
              <dd>{formatDate(subscription.ends_at)}</dd>
            </div>
            <div>
              <dt>{m.status}</dt>
              <dd>{m.subscriptionStatus[subscription.status] ?? subscription.status}</dd>
            </div>
          </dl>
        ) : (
          <div className="dashboard-empty">
            <p>{payments.length > 0 ? m.paidWithoutPlan : m.noSubscription}</p>
            <Link to={pricingPath}>{m.choosePlan}</Link>
          </div>
        )}
      </section>

      <section className="card dashboard-section" aria-labelledby={addonsId}>
        <h2 id={addonsId}>{m.addonsTitle}</h2>
        {addons.length > 0 ? (
          <div className="dashboard-table-wrap">
            <table className="dashboard-table" aria-labelledby={addonsId}>
              <thead>
                <tr>
                  <th scope="col">{m.addon}</th>
                  <th scope="col" className="dashboard-table__number">
                    {m.quantity}
                  </th>
                  <th scope="col" className="dashboard-table__number">
                    {m.addonPrice}
                  </th>
                </tr>
              </thead>
              <tbody>
                {addons.map((addon) => (
                  <tr key={addon.name}>
                    <th scope="row">{addon.name}</th>
                    <td className="dashboard-table__number">{addon.quantity}</td>
                    <td className="dashboard-table__number">{formatMmk(addon.price_3month)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="dashboard-empty">{m.noAddons}</p>
        )}
      </section>

      <section className="card dashboard-section" aria-labelledby={paymentsId}>
        <h2 id={paymentsId}>{m.paymentsTitle}</h2>
        {payments.length > 0 ? (
          <div className="dashboard-table-wrap">
            <table className="dashboard-table" aria-labelledby={paymentsId}>
              <thead>
                <tr>
                  <th scope="col">{m.date}</th>
                  <th scope="col" className="dashboard-table__number">
                    {m.amount}
                  </th>
                  <th scope="col">{m.currency}</th>
                  <th scope="col">{m.card}</th>
                  <th scope="col">{m.status}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatDate(payment.created_at)}</td>
                    <td className="dashboard-table__number">{formatMinorAmount(payment.amount)}</td>
                    <td>{payment.currency}</td>
                    <td>{formatCard(payment.brand, payment.last4)}</td>
                    <td>
                      <span className={`dashboard-status dashboard-status--${payment.status}`}>
                        {m.paymentStatus[payment.status] ?? payment.status}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="dashboard-empty">{m.noPayments}</p>
        )}
      </section>
    </Page>
  );
}
