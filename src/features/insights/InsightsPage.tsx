import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { defaultGrain } from '@contract/insights';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths, type PriceLocationState } from '../../app/routes';
import { readApiError } from '../../api/apiError';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { fieldErrorsOf } from '../../shared/forms/callFailure';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { ToLogin } from '../../shared/session/ToLogin';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { useGetInsightsQuery } from './insightsApi';
import {
  daysChosen,
  grainChosen,
  insightsPageLeft,
  periodChosen,
  queryOf,
  selectInsights,
  viewChosen,
} from './insightsSlice';
import { downloadInsights } from './insightsThunks';
import { InsightsControls, InsightsReport } from './InsightsView';
import { formatDay } from './insightsFormat';
import './insights.css';

/** The add-on the plans page selects for a shop without it. */
export const ANALYTICS_ADDON = 'Advanced Analytics';

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * /store/insights: every measure of the shop over a period chosen (up to 24 months back), beside
 * the period before, as charts or tables, with CSV and Excel exports and a printable page. Needs
 * the Advanced Analytics add-on (or Premium): without it, the way to add it.
 */
function InsightsScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const ui = useAppSelector(selectInsights);
  const loggedIn = Boolean(token) && merchantId !== null;
  const insights = useGetInsightsQuery(
    loggedIn && merchantId !== null ? { merchantId, query: queryOf(ui) } : skipToken,
  );
  useEffect(() => () => void dispatch(insightsPageLeft()), [dispatch]);

  if (!loggedIn) return <ToLogin />;
  const status = statusOf(insights.error);
  if (status === 401) return <SessionExpiredScreen />;
  const title = t('insights.title');
  if (status === 403) {
    const addon: PriceLocationState = { requestedAddon: ANALYTICS_ADDON };
    return (
      <Page title={title} className="insights-page">
        <Card as="section" aria-labelledby="insights-not-in-plan">
          <h2 id="insights-not-in-plan">{t('insights.notInPlanTitle')}</h2>
          <p>{t('insights.notInPlan')}</p>
          <Link className="button button--primary" to={routePaths.price} state={addon}>
            {t('insights.addAnalytics')}
          </Link>
        </Card>
      </Page>
    );
  }
  // The last period shown stays while days that make no period are refused beside their fields.
  const report = insights.data;
  const failure = insights.error ? readApiError(insights.error) : null;
  const daysProblem =
    status === 422 && failure?.kind === 'answered'
      ? (Object.values(fieldErrorsOf(failure.body))[0] ?? t('insights.dayInvalid'))
      : null;
  if (!report) {
    return (
      <Page title={title} className="insights-page">
        {insights.isError && status !== 422 ? (
          <div role="alert">
            <p>{t('insights.loadFailed')}</p>
            <Button onClick={() => void insights.refetch()}>{t('insights.retry')}</Button>
          </div>
        ) : (
          <Spinner className="page-loading">{t('insights.loading')}</Spinner>
        )}
      </Page>
    );
  }
  return (
    <Page title={title} className="insights-page">
      <p className="page__lead">{t('insights.lead')}</p>
      <InsightsControls
        choice={ui.choice}
        grain={ui.grain ?? defaultGrain(report.range.days)}
        view={ui.view}
        download={ui.download}
        daysProblem={daysProblem}
        onPeriod={(period) => dispatch(periodChosen(period))}
        onDays={(days) => dispatch(daysChosen(days))}
        onGrain={(grain) => dispatch(grainChosen(grain))}
        onView={(view) => dispatch(viewChosen(view))}
        onExport={(format) => void dispatch(downloadInsights(format))}
        onPrint={() => window.print()}
        t={t}
      />
      <p className="insights-range">
        <strong>
          {t('insights.range', {
            from: formatDay(report.range.from, t.language),
            to: formatDay(report.range.to, t.language),
          })}
        </strong>{' '}
        {t('insights.comparedWith', {
          from: formatDay(report.previous.from, t.language),
          to: formatDay(report.previous.to, t.language),
        })}
      </p>
      <InsightsReport report={report} view={ui.view} t={t} />
    </Page>
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function InsightsPage() {
  return useRoleRefusal('insights') ?? <InsightsScreen />;
}
