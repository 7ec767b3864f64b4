import { storeSectionIds } from '../../shared/storeSections';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantStoreResponse } from '@contract/store';
import type { ListingRequirement } from '@contract/listing';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';
import { formatDate } from '../../i18n/dates';
import { formatInteger } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { QR_SIZE } from './storeApi';
import type { Publishing } from './storePageSlice';
import { branchAllowance, planFeatures } from './entitlementsView';
import { planName } from '../../shared/reference/productNames';

export type QrImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed' };

export interface OverviewViewProps {
  store: MerchantStoreResponse;
  publishing: Publishing;
  /** The store page, when the shop is listed: its path in the app and its full address. */
  shopPage: { path: string; url: string } | null;
  qr: QrImage;
  paths: { pricing: string; otp: string; orders: string; promotions: string; loyalty: string };
  /** The 'Table QR codes' part, when the plan includes orders and the page is listed. */
  tableQr: ReactNode;
  onPublish: () => void;
  onUnpublish: () => void;
  onPrint: () => void;
  t: Translate;
}

const REQUIREMENTS: readonly ListingRequirement[] = ['subscription', 'phone', 'items'];

/** What the plan allows, the publish checklist, and (when listed) the store page and its QR code. */
export function OverviewView({
  store,
  publishing,
  shopPage,
  qr,
  paths,
  onPublish,
  onUnpublish,
  onPrint,
  tableQr,
  t,
}: OverviewViewProps) {
  const planId = useId();
  const publishId = useId();
  const checklistId = useId();
  const { entitlements, profile, missing, listed } = store;
  const language = t.language;
  const busy = publishing.status === 'publishing' || publishing.status === 'unpublishing';
  const published = profile?.published ?? false;
  const allowance = branchAllowance(store.branch_count, entitlements.max_branches);

  const requirementHelp = (requirement: ListingRequirement) => {
    switch (requirement) {
      case 'subscription':
        return <Link to={paths.pricing}>{t('store.overview.choosePlan')}</Link>;
      case 'phone':
        return <Link to={paths.otp}>{t('store.overview.verifyPhone')}</Link>;
      case 'items':
        return <span>{t('store.overview.addItemHelp')}</span>;
    }
  };

  const period = store.plan_period ?? null;
  const ended =
    period && period.status !== 'active' ? (
      <p className="store-plan-ended" role="status">
        {period.status === 'grace'
          ? t('store.overview.planGrace', {
              ended: formatDate(period.ends_at, language),
              renewBy: formatDate(period.grace_ends_at, language),
            })
          : t('store.overview.planExpired', { ended: formatDate(period.ends_at, language) })}{' '}
        <Link to={paths.pricing}>{t('store.overview.renewPlan')}</Link>
      </p>
    ) : null;

  return (
    <>
      {ended}
      <Card as="section" className="store-section" aria-labelledby={planId}>
        <h2 id={planId}>{t('store.overview.planTitle')}</h2>
        {entitlements.subscribed ? (
          <>
            <dl className="store-facts">
              <div>
                <dt>{t('store.overview.plan')}</dt>
                <dd>
                  {entitlements.plan_name
                    ? planName(entitlements.plan_name, t)
                    : t('store.overview.noPlanName')}
                </dd>
              </div>
              <div>
                <dt>{t('store.overview.branches')}</dt>
                <dd>
                  {allowance.limit === null
                    ? t('store.branches.countNoLimit', {
                        used: formatInteger(allowance.used, language),
                      })
                    : t('store.branches.count', {
                        used: formatInteger(allowance.used, language),
                        limit: formatInteger(allowance.limit, language),
                      })}
                </dd>
              </div>
              <div>
                <dt>{t('store.overview.posts')}</dt>
                <dd>
                  {entitlements.max_posts_per_month === null
                    ? t('store.overview.noLimit')
                    : t('store.overview.postsPerMonth', {
                        count: formatInteger(entitlements.max_posts_per_month, language),
                      })}
                </dd>
              </div>
            </dl>
            <h3 className="store-subtitle">{t('store.overview.featuresTitle')}</h3>
            <ul className="store-features">
              {planFeatures(entitlements).map(({ feature, included }) => (
                <li
                  key={feature}
                  className={included ? 'store-feature store-feature--on' : 'store-feature'}
                >
                  <span className="store-feature__name">{t(`store.features.${feature}`)}</span>
                  <span className="store-feature__state">
                    {included ? t('store.overview.included') : t('store.overview.notIncluded')}
                  </span>
                </li>
              ))}
            </ul>
            {entitlements.orders ? (
              <p>
                <Link to={paths.orders}>{t('store.overview.ordersLink')}</Link>
              </p>
            ) : null}
            <p>
              <Link to={paths.promotions}>{t('store.overview.promotionsLink')}</Link>
            </p>
            <p>
              <Link to={paths.loyalty}>{t('store.overview.loyaltyLink')}</Link>
            </p>
            <p>
              <Link to={paths.pricing}>{t('store.overview.upgrade')}</Link>
            </p>
          </>
        ) : (
          <div>
            <p>{t('store.overview.noSubscription')}</p>
            <Link to={paths.pricing}>{t('store.overview.choosePlan')}</Link>
          </div>
        )}
      </Card>

      <Card
        as="section"
        id={storeSectionIds.publish}
        className="store-section"
        aria-labelledby={publishId}
      >
        <h2 id={publishId}>{t('store.overview.publishTitle')}</h2>
        <p className="store-status">
          {listed
            ? t('store.overview.listed')
            : published
              ? t('store.overview.publishedNotListed')
              : t('store.overview.notPublished')}
        </p>
        <h3 id={checklistId} className="store-subtitle">
          {t('store.overview.checklistTitle')}
        </h3>
        <ul className="store-checklist" aria-labelledby={checklistId}>
          {REQUIREMENTS.map((requirement) => {
            const met = !missing.includes(requirement);
            return (
              <li
                key={requirement}
                className={met ? 'store-check store-check--met' : 'store-check'}
              >
                <span className="store-check__mark" aria-hidden="true">
                  {met ? '✓' : '!'}
                </span>
                <span className="store-check__text">
                  <span className="store-check__label">
                    {t(`store.requirements.${requirement}`)}
                  </span>{' '}
                  <span className="store-check__state">
                    {!met
                      ? t('store.overview.notMet')
                      : requirement === 'phone'
                        ? t('store.overview.verified')
                        : t('store.overview.met')}
                  </span>
                  {met ? null : (
                    <span className="store-check__help">{requirementHelp(requirement)}</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        {profile === null ? <p>{t('store.overview.saveProfileFirst')}</p> : null}
        <Message tone="error">{publishing.status === 'failed' ? publishing.error : null}</Message>
        <div className="store-form__actions">
          {published ? (
            <Button variant="secondary" disabled={busy} onClick={onUnpublish}>
              {publishing.status === 'unpublishing'
                ? t('store.overview.unpublishing')
                : t('store.overview.unpublish')}
            </Button>
          ) : (
            <Button
              disabled={busy || profile === null || missing.length > 0}
              aria-describedby={missing.length > 0 ? checklistId : undefined}
              onClick={onPublish}
            >
              {publishing.status === 'publishing'
                ? t('store.overview.publishing')
                : t('store.overview.publish')}
            </Button>
          )}
        </div>

        {shopPage && profile ? (
          <div className="store-page-link">
            <h3 className="store-subtitle">{t('store.overview.pageTitle')}</h3>
            <p>
              <Link to={shopPage.path}>{shopPage.url}</Link>
            </p>
            <div className="store-print">
              <p className="store-print__name">{profile.name}</p>
              {qr.status === 'ready' ? (
                <img
                  className="store-print__qr"
                  src={qr.src}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  alt={t('store.overview.qrAlt', { name: profile.name })}
                />
              ) : (
                <p
                  className="store-print__placeholder"
                  role={qr.status === 'failed' ? 'alert' : undefined}
                >
                  {qr.status === 'failed'
                    ? t('store.overview.qrFailed')
                    : t('store.overview.qrLoading')}
                </p>
              )}
              <p className="store-print__url">{shopPage.url}</p>
            </div>
            <Button variant="secondary" disabled={qr.status !== 'ready'} onClick={onPrint}>
              {t('store.overview.printQr')}
            </Button>
            {tableQr}
          </div>
        ) : null}
      </Card>
    </>
  );
}
