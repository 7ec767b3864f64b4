import { useId } from 'react';
import { Link } from 'react-router-dom';
import type {
  DashboardCheckout,
  DashboardPayment,
  DashboardResponse,
  DashboardSubscription,
} from '@contract';
import { Page } from '../../components/Page/Page';
import { Table } from '../../components/Table/Table';
import { formatYangonDayTime } from '../../i18n/dates';
import { formatInteger, formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { cardBrandName, formatDate, formatMinorAmount } from './format';
import { nextSetupStep, type SetupStep } from './setupSteps';
import './dashboard.css';
import { Card } from '../../components/Card/Card';
import { addonName, planName } from '../../shared/reference/productNames';
import { SuspensionNotice } from '../../shared/moderation/SuspensionNotice';
import { homeAnchors } from '../../app/routes';

export interface DashboardViewProps {
  dashboard: DashboardResponse;
  /** The way to a listed shop, each step ticked from the server's records (setupSteps). */
  steps: readonly SetupStep[];
  /** The shop's public page, once it has one. */
  shopPath: string | null;
  /** Arrived straight from verifying the phone. */
  justVerified: boolean;
  /** Where a merchant without a plan chooses one, and where a plan is renewed. */
  pricingPath: string;
  /** Where the pending order is paid (a rejected transfer is sent again from there). */
  paymentPath: string;
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
  /** Steps of the designer's on the shop's design requests not yet seen. */
  designsWaiting: number;
  /** The shop's design requests. */
  designsPath: string;
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

/** Today's date on Yangon's calendar, as a date. */
const yangonDate = (date: string, language: DashboardViewProps['t']['language']) =>
  formatDate(`${date}T12:00:00+06:30`, language);

/**
 * The checklist of the way to a listed shop: every step a link to where it is done, the done ones
 * ticked, the first one left marked as the next; once all are done, the way to the store page.
 */
function SetupChecklist({
  steps,
  shopPath,
  t,
}: {
  steps: readonly SetupStep[];
  shopPath: string | null;
  t: Translate;
}) {
  const headingId = useId();
  const next = nextSetupStep(steps);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card as="section" className="dashboard-section dashboard-setup" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.setup.title')}</h2>
      <p className="dashboard-setup__progress">
        {t('dashboard.setup.progress', {
          done: formatInteger(done, t.language),
          total: formatInteger(steps.length, t.language),
        })}
      </p>
      <ol className="dashboard-steps">
        {steps.map((step) => {
          const isNext = step === next;
          const state = step.done
            ? t('dashboard.setup.done')
            : isNext
              ? t('dashboard.setup.next')
              : t('dashboard.setup.todo');
          const modifier = step.done ? 'done' : isNext ? 'next' : 'todo';
          return (
            <li
              key={step.id}
              className={`dashboard-step dashboard-step--${modifier}`}
              aria-current={isNext ? 'step' : undefined}
            >
              <span className="dashboard-step__mark" aria-hidden="true">
                {step.done ? '✓' : ''}
              </span>
              <Link
                to={step.to}
                className={
                  isNext ? 'button button--primary dashboard-step__link' : 'dashboard-step__link'
                }
              >
                {t(`dashboard.setup.steps.${step.id}`)}
              </Link>
              <span className="dashboard-step__state">{state}</span>
            </li>
          );
        })}
      </ol>
      {next === null ? (
        <p className="dashboard-setup__listed">
          {t('dashboard.setup.listed')}{' '}
          {shopPath ? <Link to={shopPath}>{t('dashboard.setup.viewShop')}</Link> : null}
        </p>
      ) : null}
    </Card>
  );
}

/** How a payment was made, as the payments list names it. */
function methodName(payment: DashboardPayment, t: Translate): string {
  switch (payment.method) {
    case 'card':
      return payment.brand !== null && payment.last4 !== null
        ? t('dashboard.cardEnding', {
            brand: cardBrandName(payment.brand) ?? t('dashboard.cardFallback'),
            last4: localiseDigits(payment.last4, t.language),
          })
        : t('dashboard.cardFallback');
    case 'wallet':
      return t('dashboard.methodName.wallet');
    case 'bank_transfer':
      return t('dashboard.methodName.bankTransfer');
  }
}

/**
 * A payment that waits on someone: a bank transfer awaiting an operator's review (the plan starts
 * once it is approved), one the operator rejected (with the reason, and the way to pay again), or
 * a payment that arrived after its order had changed and is held to be refunded. Other states
 * are not the dashboard's to show (the server sends none of them).
 */
function CheckoutNotice({
  checkout,
  paymentPath,
  t,
}: {
  checkout: DashboardCheckout;
  paymentPath: string;
  t: Translate;
}) {
  const headingId = useId();
  const language = t.language;
  const shown =
    checkout.status === 'awaiting_review'
      ? {
          title: t('dashboard.checkout.awaitingTitle'),
          status: t('dashboard.checkout.awaitingStatus'),
          modifier: 'pending',
        }
      : checkout.status === 'rejected'
        ? {
            title: t('dashboard.checkout.rejectedTitle'),
            status: t('dashboard.checkout.rejectedStatus'),
            modifier: 'failed',
          }
        : checkout.status === 'held_for_refund'
          ? {
              title: t('dashboard.checkout.refundTitle'),
              status: t('dashboard.checkout.refundStatus'),
              modifier: 'pending',
            }
          : null;
  if (shown === null) return null;
  const method =
    checkout.method === 'card'
      ? t('dashboard.cardFallback')
      : checkout.method === 'wallet'
        ? t('dashboard.methodName.wallet')
        : t('dashboard.methodName.bankTransfer');
  return (
    <Card
      as="section"
      className={`dashboard-section dashboard-checkout dashboard-checkout--${checkout.status}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{shown.title}</h2>
      <p>
        <span className={`dashboard-status dashboard-status--${shown.modifier}`}>
          {shown.status}
        </span>
      </p>
      <dl className="dashboard-facts">
        <div>
          <dt>{t('dashboard.checkout.reference')}</dt>
          <dd>
            <code>{checkout.reference}</code>
          </dd>
        </div>
        {checkout.method !== 'bank_transfer' ? (
          <div>
            <dt>{t('dashboard.checkout.method')}</dt>
            <dd>{method}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('dashboard.checkout.amount')}</dt>
          <dd>
            {t('dashboard.checkout.amountValue', {
              amount: formatMinorAmount(checkout.amount_minor, 'MMK', language),
            })}
          </dd>
        </div>
        {checkout.submitted_at !== null ? (
          <div>
            <dt>{t('dashboard.checkout.sent')}</dt>
            <dd>{formatYangonDayTime(checkout.submitted_at, language)}</dd>
          </div>
        ) : null}
        {checkout.status === 'rejected' ? (
          <div>
            <dt>{t('dashboard.checkout.reason')}</dt>
            <dd>{checkout.reason ?? t('dashboard.checkout.noReason')}</dd>
          </div>
        ) : null}
      </dl>
      {checkout.status === 'awaiting_review' ? (
        <p className="dashboard-checkout__text">{t('dashboard.checkout.awaitingText')}</p>
      ) : checkout.status === 'rejected' ? (
        <>
          <p className="dashboard-checkout__text">{t('dashboard.checkout.rejectedText')}</p>
          <p>
            <Link to={paymentPath} className="button button--primary">
              {t('dashboard.checkout.payAgain')}
            </Link>
          </p>
        </>
      ) : (
        <p className="dashboard-checkout__text">{t('dashboard.checkout.refundText')}</p>
      )}
    </Card>
  );
}

/** Steps of the designer's waiting for the merchant (new drafts, a delivery), and where to see them. */
function DesignsNotice({
  count,
  designsPath,
  t,
}: {
  count: number;
  designsPath: string;
  t: Translate;
}) {
  const headingId = useId();
  return (
    <Card as="section" className="dashboard-section dashboard-designs" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.designsNotice.title')}</h2>
      <p>{t('dashboard.designsNotice.text', { count })}</p>
      <p>
        <Link to={designsPath}>{t('dashboard.designsNotice.open')}</Link>
      </p>
    </Card>
  );
}

/** The shop's day so far, counted by the server on Yangon's calendar. */
function TodayFigures({
  today,
  ordersPath,
  t,
}: {
  today: DashboardResponse['today'];
  ordersPath: string;
  t: Translate;
}) {
  const headingId = useId();
  const language = t.language;
  return (
    <Card as="section" className="dashboard-section dashboard-today" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.today.title')}</h2>
      <p className="dashboard-today__date">
        {t('dashboard.today.date', { date: yangonDate(today.date, language) })}
      </p>
      <dl className="dashboard-facts dashboard-figures">
        <div>
          <dt>{t('dashboard.today.orders')}</dt>
          <dd>{formatInteger(today.orders, language)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.today.sales')}</dt>
          <dd>{t('dashboard.today.salesAmount', { amount: formatMmk(today.sales, language) })}</dd>
        </div>
        <div>
          <dt>{t('dashboard.today.reservations')}</dt>
          <dd>{formatInteger(today.reservations, language)}</dd>
        </div>
      </dl>
      <p className="dashboard-today__note">{t('dashboard.today.salesNote')}</p>
      <p>
        <Link to={ordersPath}>{t('dashboard.today.openInbox')}</Link>
      </p>
    </Card>
  );
}

/**
 * /dashboard: a payment waiting on someone (a bank transfer under review or rejected, a payment
 * held for refund), the way to a listed shop (a checklist from the server's records), the shop's day so
 * far (orders, sales, reservations), then the merchant's phone ('Verified' once a one-time code proved it), the subscription
 * with its state, any change scheduled and the way to renew, its add-ons, the payments with their
 * receipts, the reminders sent that the plan ends, and the way to the store editor. A public demo
 * running the sandboxes in production says so first, so that nobody takes it for the real service.
 */
export function DashboardView({
  dashboard,
  steps,
  shopPath,
  justVerified,
  pricingPath,
  paymentPath,
  receiptPath,
  verifyPhonePath,
  storePath,
  ordersPath,
  promotionsPath,
  loyaltyPath,
  designsWaiting,
  designsPath,
  t,
}: DashboardViewProps) {
  const language = t.language;
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
      {dashboard.suspension ? (
        <SuspensionNotice
          title={t('dashboard.suspension.title')}
          text={t('dashboard.suspension.text')}
          reason={t('dashboard.suspension.reason', { reason: dashboard.suspension.reason })}
          contact={t('dashboard.suspension.contact')}
          contactTo={homeAnchors.contact}
        />
      ) : null}
      {justVerified ? (
        <p role="status" className="dashboard-verified">
          {t('dashboard.justVerified')}
        </p>
      ) : null}
      {dashboard.checkout ? (
        <CheckoutNotice checkout={dashboard.checkout} paymentPath={paymentPath} t={t} />
      ) : null}
      {designsWaiting > 0 ? (
        <DesignsNotice count={designsWaiting} designsPath={designsPath} t={t} />
      ) : null}
      <SetupChecklist steps={steps} shopPath={shopPath} t={t} />
      <TodayFigures today={dashboard.today} ordersPath={ordersPath} t={t} />
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
                <dd>{planName(subscription.plan.name, t)}</dd>
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
                  plan: planName(subscription.scheduled.plan_name, t),
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
              {
                header: t('dashboard.addon'),
                cell: (addon) => addonName(addon.name, t),
                rowHeader: true,
              },
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
              { header: t('dashboard.method'), cell: (payment) => methodName(payment, t) },
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
