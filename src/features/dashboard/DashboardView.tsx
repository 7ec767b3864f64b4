import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '@contract';
import { Page } from '../../components/Page/Page';
import { Table } from '../../components/Table/Table';
import { dashboardMessages as m } from './messages';
import { formatCard, formatDate, formatMinorAmount, formatMmk } from './format';
import './dashboard.css';
import { Card } from '../../components/Card/Card';

export interface DashboardViewProps {
  dashboard: DashboardResponse;
  /** Where a merchant without a plan chooses one. */
  pricingPath: string;
}

/** /dashboard: the subscription, its add-ons and the payments. */
export function DashboardView({ dashboard, pricingPath }: DashboardViewProps) {
  const { subscription, addons, payments } = dashboard;
  const subscriptionId = useId();
  const addonsId = useId();
  const paymentsId = useId();

  return (
    <Page title={m.title} className="dashboard-page">
      <Card as="section" className="dashboard-section" aria-labelledby={subscriptionId}>
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
            <p>
              {payments.some((payment) => payment.status === 'succeeded')
                ? m.registeredWithoutPlan
                : m.noSubscription}
            </p>
            <Link to={pricingPath}>{m.choosePlan}</Link>
          </div>
        )}
      </Card>

      <Card as="section" className="dashboard-section" aria-labelledby={addonsId}>
        <h2 id={addonsId}>{m.addonsTitle}</h2>
        {addons.length > 0 ? (
          <Table
            labelledBy={addonsId}
            rows={addons}
            rowKey={(addon) => addon.name}
            columns={[
              { header: m.addon, cell: (addon) => addon.name, rowHeader: true },
              { header: m.quantity, cell: (addon) => addon.quantity, numeric: true },
              {
                header: m.addonPrice,
                cell: (addon) => formatMmk(addon.price_3month),
                numeric: true,
              },
            ]}
          />
        ) : (
          <p className="dashboard-empty">{m.noAddons}</p>
        )}
      </Card>

      <Card as="section" className="dashboard-section" aria-labelledby={paymentsId}>
        <h2 id={paymentsId}>{m.paymentsTitle}</h2>
        {payments.length > 0 ? (
          <Table
            labelledBy={paymentsId}
            rows={payments}
            rowKey={(payment) => payment.id}
            columns={[
              { header: m.date, cell: (payment) => formatDate(payment.created_at) },
              {
                header: m.amount,
                cell: (payment) => formatMinorAmount(payment.amount),
                numeric: true,
              },
              { header: m.currency, cell: (payment) => payment.currency },
              { header: m.card, cell: (payment) => formatCard(payment.brand, payment.last4) },
              {
                header: m.status,
                cell: (payment) => (
                  <span className={`dashboard-status dashboard-status--${payment.status}`}>
                    {m.paymentStatus[payment.status] ?? payment.status}
                  </span>
                ),
              },
            ]}
          />
        ) : (
          <p className="dashboard-empty">{m.noPayments}</p>
        )}
      </Card>
    </Page>
  );
}
