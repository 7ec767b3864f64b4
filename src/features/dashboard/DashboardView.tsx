import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardResponse, DashboardSubscription } from '@contract';
import { Page } from '../../components/Page/Page';
import { Table } from '../../components/Table/Table';
import { formatInteger, formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { cardBrandName, formatDate, formatMinorAmount } from './format';
import './dashboard.css';
import { Card } from '../../components/Card/Card';

export interface DashboardViewProps {
  dashboard: DashboardResponse;
  /** Where a merchant without a plan chooses one, and where a plan is renewed. */
  pricingPath: string;
  /** The page of the receipt with this number. */
  receiptPath: (number: string) => string;
  /** Where a merchant proves their phone with a one-time code. */
  verifyPhonePath: string;
  /** Where the merchant builds the store page. */
  storePath: string;
  /** The live inbox of orders and reservations. */
  ordersPath: string;
  /** Promo codes, announcements and events, and the ad banner. */
  promotionsPath: string;
  /** The loyalty programmes and the counter. */
  loyaltyPath: string;
  t: Translate;
}

/**
 * What the plan's state means for the shop: active until its end; in its grace days, ended but
 * still listed until the renewal deadline; expired, unlisted (and nothing deleted).
 */
function planState(subscription: DashboardSubscription, t: Translate): string {
  const date = (iso: string) => formatDate(iso, t.language);
  switch (subscription.status) {
    case 'active':
      return t('dashboard.activeUntil', { date: date(subscription.ends_at) });
    case 'grace':
      return t('dashboard.graceNotice', {
        ended: date(subscription.ends_at),
        renewBy: date(subscription.grace_ends_at),
      });
    case 'expired':
      return t('dashboard.expiredNotice', { ended: date(subscription.ends_at) });
  }
}

/** Reminders are stored as sent; a text in Myanmar script is marked so for assistive technology. */
const textLanguage = (text: string) => (/[\u1000-\u109f]/.test(text) ? 'my' : 'en');

/**
 * /dashboard: the merchant's phone ('Verified' once a one-time code proved it), the subscription
 * with its state, any change scheduled and the way to renew, its add-ons, the payments with their
 * receipts, the reminders sent that the plan ends, and the way to the store editor. A public demo
 * running the sandboxes in production says so first, so that nobody takes it for the real service.
 */
export function DashboardView({
  dashboard,
  pricingPath,
  receiptPath,
  verifyPhonePath,
  storePath,
  ordersPath,
  promotionsPath,
  loyaltyPath,
  t,
}: DashboardViewProps) {
  const language = t.language;
  const card = (brand: string, last4: string) =>
    t('dashboard.cardEnding', {
      brand: cardBrandName(brand) ?? t('dashboard.cardFallback'),
      last4: localiseDigits(last4, language),
    });
  const subscriptionStatus = (status: DashboardSubscription['status']) =>
    t(`dashboard.subscriptionStatus.${status}`);
  const currency = (code: string) => (code === 'MMK' ? t('dashboard.currencyMmk') : code);
  const paymentStatus = (status: string) =>
    status === 'succeeded' || status === 'failed' ? t(`dashboard.paymentStatus.${status}`) : status;
  const { subscription, addons, payments, reminders } = dashboard;
  const subscriptionId = useId();
  const addonsId = useId();
  const paymentsId = useId();
  const remindersId = useId();

  return (
    <Page title={t('dashboard.title')} className="dashboard-page">
      {dashboard.sandbox ? (
        <p role="status" className="dashboard-sandbox">
          {t('dashboard.sandboxBanner')}
        </p>
      ) : null}
      <p>
        <Link to={storePath}>{t('dashboard.storeLink')}</Link>
      </p>
      <p>
        <Link to={ordersPath}>{t('dashboard.ordersLink')}</Link>
      </p>
      <p>
        <Link to={promotionsPath}>{t('dashboard.promotionsLink')}</Link>
      </p>
      <p>
        <Link to={loyaltyPath}>{t('dashboard.loyaltyLink')}</Link>
      </p>
      <dl className="dashboard-facts dashboard-phone">
        <div>
          <dt>{t('dashboard.phone')}</dt>
          <dd>
            <span className="dashboard-phone__number">
              {localiseDigits(dashboard.phone, language)}
            </span>{' '}
            {dashboard.phone_verified_at ? (
              <span className="dashboard-status dashboard-status--succeeded">
                {t('dashboard.phoneVerified')}
              </span>
            ) : (
              <>
                <span className="dashboard-status dashboard-status--pending">
                  {t('dashboard.phoneNotVerified')}
                </span>{' '}
                <Link to={verifyPhonePath}>{t('dashboard.verifyPhone')}</Link>
              </>
            )}
          </dd>
        </div>
      </dl>
      <Card as="section" className="dashboard-section" aria-labelledby={subscriptionId}>
        <h2 id={subscriptionId}>{t('dashboard.subscriptionTitle')}</h2>
        {subscription ? (
          <>
            <dl className="dashboard-facts">
              <div>
                <dt>{t('dashboard.plan')}</dt>
                <dd>{subscription.plan.name}</dd>
              </div>
              <div>
                <dt>{t('dashboard.duration')}</dt>
                <dd>
                  {t('dashboard.months', {
                    count: formatInteger(subscription.duration_month, language),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('dashboard.startDate')}</dt>
                <dd>{formatDate(subscription.starts_at, language)}</dd>
              </div>
              <div>
                <dt>{t('dashboard.endDate')}</dt>
                <dd>{formatDate(subscription.ends_at, language)}</dd>
              </div>
              <div>
                <dt>{t('dashboard.status')}</dt>
                <dd>{subscriptionStatus(subscription.status)}</dd>
              </div>
            </dl>
            <p className={`dashboard-plan-state dashboard-plan-state--${subscription.status}`}>
              {planState(subscription, t)}
            </p>
            {subscription.scheduled ? (
              <p className="dashboard-scheduled">
                {t('dashboard.scheduledChange', {
                  plan: subscription.scheduled.plan_name,
                  date: formatDate(subscription.scheduled.starts_at, language),
                })}
              </p>
            ) : null}
            <p>
              <Link to={pricingPath} className="button button--primary">
                {t('dashboard.renew')}
              </Link>
            </p>
          </>
        ) : (
          <div className="dashboard-empty">
            <p>
              {payments.some((payment) => payment.status === 'succeeded')
                ? t('dashboard.registeredWithoutPlan')
                : t('dashboard.noSubscription')}
            </p>
            <Link to={pricingPath}>{t('dashboard.choosePlan')}</Link>
          </div>
        )}
      </Card>

      <Card as="section" className="dashboard-section" aria-labelledby={addonsId}>
        <h2 id={addonsId}>{t('dashboard.addonsTitle')}</h2>
        {addons.length > 0 ? (
          <Table
            labelledBy={addonsId}
            rows={addons}
            rowKey={(addon) => addon.name}
            columns={[
              { header: t('dashboard.addon'), cell: (addon) => addon.name, rowHeader: true },
              {
                header: t('dashboard.quantity'),
                cell: (addon) => formatInteger(addon.quantity, language),
                numeric: true,
              },
              {
                header: t('dashboard.addonPrice'),
                cell: (addon) => formatMmk(addon.price_3month, language),
                numeric: true,
              },
            ]}
          />
        ) : (
          <p className="dashboard-empty">{t('dashboard.noAddons')}</p>
        )}
      </Card>

      <Card as="section" className="dashboard-section" aria-labelledby={paymentsId}>
        <h2 id={paymentsId}>{t('dashboard.paymentsTitle')}</h2>
        {payments.length > 0 ? (
          <Table
            labelledBy={paymentsId}
            rows={payments}
            rowKey={(payment) => payment.id}
            columns={[
              {
                header: t('dashboard.date'),
                cell: (payment) => formatDate(payment.created_at, language),
              },
              {
                header: t('dashboard.amount'),
                cell: (payment) => formatMinorAmount(payment.amount, payment.currency, language),
                numeric: true,
              },
              { header: t('dashboard.currency'), cell: (payment) => currency(payment.currency) },
              {
                header: t('dashboard.card'),
                cell: (payment) => card(payment.brand, payment.last4),
              },
              {
                header: t('dashboard.status'),
                cell: (payment) => (
                  <span className={`dashboard-status dashboard-status--${payment.status}`}>
                    {paymentStatus(payment.status)}
                  </span>
                ),
              },
              {
                header: t('dashboard.receipt'),
                cell: (payment) =>
                  payment.status === 'succeeded' && payment.receipt_number ? (
                    <Link to={receiptPath(payment.receipt_number)}>
                      {localiseDigits(payment.receipt_number, language)}
                    </Link>
                  ) : null,
              },
            ]}
          />
        ) : (
          <p className="dashboard-empty">{t('dashboard.noPayments')}</p>
        )}
      </Card>

      <Card as="section" className="dashboard-section" aria-labelledby={remindersId}>
        <h2 id={remindersId}>{t('dashboard.remindersTitle')}</h2>
        {reminders.length > 0 ? (
          <ul className="dashboard-reminders">
            {reminders.map((reminder) => (
              <li key={`${reminder.kind}-${reminder.ends_at}`}>
                <p lang={textLanguage(reminder.text)}>{reminder.text}</p>
                <p className="dashboard-reminders__sent">
                  {t('dashboard.reminderSent', { date: formatDate(reminder.sent_at, language) })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dashboard-empty">{t('dashboard.noReminders')}</p>
        )}
      </Card>
    </Page>
  );
}
