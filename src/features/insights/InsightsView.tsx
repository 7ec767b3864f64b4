import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  INSIGHT_GRAINS,
  INSIGHT_LABELS,
  INSIGHT_MEASURES,
  INSIGHT_PERIODS,
  measureTitle,
  type InsightGrain,
  type InsightPeriod,
  type InsightsResponse,
  type ScalarMeasureId,
} from '@contract/insights';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Table, type TableColumn } from '../../components/Table/Table';
import { formatInteger, formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { InsightsChart, type ChartSeries } from './InsightsChart';
import {
  bucketLabel,
  formatDay,
  formatMeasure,
  formatShare,
  hourLabel,
  trendOf,
} from './insightsFormat';
import type { InsightsChoice, InsightsExport } from './insightsSlice';

export interface InsightsControlsProps {
  choice: InsightsChoice;
  grain: InsightGrain;
  view: 'charts' | 'tables';
  download: InsightsExport;
  /** The server's words when the days chosen make no period. */
  daysProblem: string | null;
  onPeriod: (period: InsightPeriod) => void;
  onDays: (days: { from: string; to: string }) => void;
  onGrain: (grain: InsightGrain) => void;
  onView: (view: 'charts' | 'tables') => void;
  onExport: (format: 'csv' | 'xlsx') => void;
  onPrint: () => void;
  t: Translate;
}

/** The period, its grain, charts or tables, and the exports: props only. */
export function InsightsControls(props: InsightsControlsProps) {
  const { choice, grain, view, download, daysProblem, t } = props;
  const [from, setFrom] = useState(choice.kind === 'days' ? choice.from : '');
  const [to, setTo] = useState(choice.kind === 'days' ? choice.to : '');
  const daysId = useId();
  const showDays = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onDays({ from, to });
  };
  const downloading = download.status === 'downloading';
  return (
    <div className="insights-controls">
      <ChoiceGroup<InsightPeriod | 'days'>
        legend={t('insights.period')}
        options={[
          ...INSIGHT_PERIODS.map((period) => ({
            value: period,
            label: t(`insights.periods.${period}`),
          })),
          { value: 'days' as const, label: t('insights.days') },
        ]}
        value={choice.kind === 'named' ? choice.period : 'days'}
        onChange={(value) => {
          if (value !== 'days') props.onPeriod(value);
          else if (from !== '' && to !== '') props.onDays({ from, to });
        }}
      />
      <form className="insights-days" onSubmit={showDays} aria-labelledby={daysId} noValidate>
        <h2 id={daysId} className="visually-hidden">
          {t('insights.days')}
        </h2>
        <Field
          label={t('insights.from')}
          type="date"
          value={from}
          error={daysProblem}
          onChange={(event) => setFrom(event.target.value)}
          shownValue={from === '' ? undefined : formatDay(from, t.language)}
        />
        <Field
          label={t('insights.to')}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          shownValue={to === '' ? undefined : formatDay(to, t.language)}
        />
        <Button type="submit" variant="secondary">
          {t('insights.showDays')}
        </Button>
      </form>
      <ChoiceGroup<InsightGrain>
        legend={t('insights.grain')}
        options={INSIGHT_GRAINS.map((value) => ({
          value,
          label: t(`insights.grains.${value}`),
        }))}
        value={grain}
        onChange={props.onGrain}
      />
      <ChoiceGroup<'charts' | 'tables'>
        legend={t('insights.view')}
        options={[
          { value: 'charts', label: t('insights.charts') },
          { value: 'tables', label: t('insights.tables') },
        ]}
        value={view}
        onChange={props.onView}
      />
      <div className="insights-exports">
        <Button variant="secondary" disabled={downloading} onClick={() => props.onExport('csv')}>
          {t('insights.exportCsv')}
        </Button>
        <Button variant="secondary" disabled={downloading} onClick={() => props.onExport('xlsx')}>
          {t('insights.exportXlsx')}
        </Button>
        <Button variant="secondary" onClick={props.onPrint}>
          {t('insights.print')}
        </Button>
      </div>
      <Message tone="status">{downloading ? <p>{t('insights.exporting')}</p> : null}</Message>
      <Message tone="error">
        {download.status === 'failed' ? <p>{t('insights.exportFailed')}</p> : null}
      </Message>
    </div>
  );
}

export interface InsightsReportProps {
  report: InsightsResponse;
  view: 'charts' | 'tables';
  t: Translate;
}

type ScalarMeasure = (typeof INSIGHT_MEASURES)[number] & {
  id: ScalarMeasureId;
  kind: 'money' | 'count' | 'ratio';
};

const SCALARS = INSIGHT_MEASURES.filter(
  (measure): measure is ScalarMeasure => measure.kind !== 'breakdown',
);

/** Every measure of the period beside the period before, charts or tables: props only. */
export function InsightsReport({ report, view, t }: InsightsReportProps) {
  const { language } = t;
  const labels = INSIGHT_LABELS[language];
  const money = (value: number) => formatMmk(value, language);
  const count = (value: number) => formatInteger(value, language);
  const measuresId = useId();
  const trendId = useId();
  const hoursId = useId();
  const itemsId = useId();
  const sectionsId = useId();
  const branchesId = useId();
  const bannerId = useId();
  const grainWord = labels.grains[report.grain].toLowerCase();
  const names = useMemo(
    () => report.series.map((point) => bucketLabel(point.from, report.grain, language)),
    [report.series, report.grain, language],
  );
  const salesSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('insights.thisPeriod'),
        values: report.series.map((p) => p.sales),
        emphasis: 'current',
      },
      {
        label: t('insights.previousPeriod'),
        values: report.previous_series.map((p) => p.sales),
        emphasis: 'previous',
      },
    ],
    [report.series, report.previous_series, t],
  );
  const ordersSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('insights.thisPeriod'),
        values: report.series.map((p) => p.orders),
        emphasis: 'current',
      },
      {
        label: t('insights.previousPeriod'),
        values: report.previous_series.map((p) => p.orders),
        emphasis: 'previous',
      },
    ],
    [report.series, report.previous_series, t],
  );
  const hourNames = useMemo(
    () => report.hours.map((h) => hourLabel(h.hour, language)),
    [report.hours, language],
  );
  const hourSeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('insights.thisPeriod'),
        values: report.hours.map((h) => h.sales),
        emphasis: 'current',
      },
      {
        label: t('insights.previousPeriod'),
        values: report.hours.map((h) => h.previous_sales),
        emphasis: 'previous',
      },
    ],
    [report.hours, t],
  );
  const weekdayNames = useMemo(
    () => report.weekdays.map((w) => labels.weekdays[w.weekday - 1] ?? ''),
    [report.weekdays, labels],
  );
  const weekdaySeries = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('insights.thisPeriod'),
        values: report.weekdays.map((w) => w.sales),
        emphasis: 'current',
      },
      {
        label: t('insights.previousPeriod'),
        values: report.weekdays.map((w) => w.previous_sales),
        emphasis: 'previous',
      },
    ],
    [report.weekdays, t],
  );

  const trendColumns: Array<TableColumn<InsightsResponse['series'][number]>> = [
    {
      header: labels.grains[report.grain],
      rowHeader: true,
      cell: (p) => bucketLabel(p.from, report.grain, language),
    },
    { header: labels.sales, numeric: true, cell: (p) => money(p.sales) },
    { header: labels.orders, numeric: true, cell: (p) => count(p.orders) },
    {
      header: labels.previousSales,
      numeric: true,
      cell: (p) => {
        const before = report.previous_series[report.series.indexOf(p)];
        return before ? money(before.sales) : '–';
      },
    },
    {
      header: labels.previousOrders,
      numeric: true,
      cell: (p) => {
        const before = report.previous_series[report.series.indexOf(p)];
        return before ? count(before.orders) : '–';
      },
    },
  ];
  const share = (value: number | null) => (value === null ? '–' : formatShare(value, language));

  return (
    <>
      <section className="insights-section" aria-labelledby={measuresId}>
        <h2 id={measuresId}>{t('insights.summary')}</h2>
        <ul className="insights-measures">
          {SCALARS.map((measure) => {
            const figures = report.measures[measure.id];
            const trend = trendOf(figures.change);
            const change =
              figures.change === null ? '' : formatShare(Math.abs(figures.change), language);
            return (
              <li key={measure.id} className="insights-measure">
                <h3 className="insights-measure__title">{measureTitle(measure.id, language)}</h3>
                <p className="insights-measure__value">
                  {formatMeasure(measure.kind, figures.current, language)}
                </p>
                <p className={`insights-measure__change insights-measure__change--${trend}`}>
                  {trend === 'up'
                    ? t('insights.up', { change })
                    : trend === 'down'
                      ? t('insights.down', { change })
                      : trend === 'same'
                        ? t('insights.same')
                        : t('insights.noCompare')}
                </p>
                <p className="insights-measure__before">
                  {t('insights.previousValue', {
                    value: formatMeasure(measure.kind, figures.previous, language),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="insights-section" aria-labelledby={trendId}>
        <h2 id={trendId}>{measureTitle('sales_trend', language)}</h2>
        {view === 'charts' ? (
          <div className="insights-charts">
            <InsightsChart
              label={t('insights.salesChart', { grain: grainWord })}
              names={names}
              series={salesSeries}
              kind="line"
              formatValue={money}
            />
            <InsightsChart
              label={t('insights.ordersChart', { grain: grainWord })}
              names={names}
              series={ordersSeries}
              kind="bars"
              formatValue={count}
            />
          </div>
        ) : (
          <Table
            labelledBy={trendId}
            columns={trendColumns}
            rows={report.series}
            rowKey={(p) => p.from}
          />
        )}
      </section>

      <section className="insights-section" aria-labelledby={hoursId}>
        <h2 id={hoursId}>{measureTitle('sales_by_hour', language)}</h2>
        {view === 'charts' ? (
          <div className="insights-charts">
            <InsightsChart
              label={t('insights.hoursChart')}
              names={hourNames}
              series={hourSeries}
              kind="bars"
              formatValue={money}
            />
            <InsightsChart
              label={t('insights.weekdaysChart')}
              names={weekdayNames}
              series={weekdaySeries}
              kind="bars"
              formatValue={money}
            />
          </div>
        ) : (
          <>
            <Table
              caption={measureTitle('sales_by_hour', language)}
              columns={[
                { header: labels.hour, rowHeader: true, cell: (h) => hourLabel(h.hour, language) },
                { header: labels.sales, numeric: true, cell: (h) => money(h.sales) },
                { header: labels.orders, numeric: true, cell: (h) => count(h.orders) },
                {
                  header: labels.previousSales,
                  numeric: true,
                  cell: (h) => money(h.previous_sales),
                },
              ]}
              rows={report.hours}
              rowKey={(h) => h.hour}
            />
            <Table
              caption={measureTitle('sales_by_weekday', language)}
              columns={[
                {
                  header: labels.weekday,
                  rowHeader: true,
                  cell: (w) => labels.weekdays[w.weekday - 1] ?? '',
                },
                { header: labels.sales, numeric: true, cell: (w) => money(w.sales) },
                { header: labels.orders, numeric: true, cell: (w) => count(w.orders) },
                {
                  header: labels.previousSales,
                  numeric: true,
                  cell: (w) => money(w.previous_sales),
                },
              ]}
              rows={report.weekdays}
              rowKey={(w) => w.weekday}
            />
          </>
        )}
      </section>

      <section className="insights-section" aria-labelledby={itemsId}>
        <h2 id={itemsId}>{measureTitle('top_items', language)}</h2>
        {report.top_items.length === 0 ? (
          <p>{t('insights.nothing')}</p>
        ) : (
          <Table
            labelledBy={itemsId}
            columns={[
              { header: labels.item, rowHeader: true, cell: (i) => i.name },
              { header: labels.quantity, numeric: true, cell: (i) => count(i.quantity) },
              { header: labels.sales, numeric: true, cell: (i) => money(i.sales) },
              { header: labels.share, numeric: true, cell: (i) => share(i.share) },
              { header: labels.previousSales, numeric: true, cell: (i) => money(i.previous_sales) },
            ]}
            rows={report.top_items}
            rowKey={(i) => `${i.item_id ?? 'gone'}-${i.name}`}
          />
        )}
      </section>

      <section className="insights-section" aria-labelledby={sectionsId}>
        <h2 id={sectionsId}>{measureTitle('top_sections', language)}</h2>
        {report.top_sections.length === 0 ? (
          <p>{t('insights.nothing')}</p>
        ) : (
          <Table
            labelledBy={sectionsId}
            columns={[
              {
                header: labels.section,
                rowHeader: true,
                cell: (s) => s.name ?? labels.noSection,
              },
              { header: labels.quantity, numeric: true, cell: (s) => count(s.quantity) },
              { header: labels.sales, numeric: true, cell: (s) => money(s.sales) },
              { header: labels.share, numeric: true, cell: (s) => share(s.share) },
            ]}
            rows={report.top_sections}
            rowKey={(s) => String(s.section_id)}
          />
        )}
      </section>

      <section className="insights-section" aria-labelledby={branchesId}>
        <h2 id={branchesId}>{measureTitle('sales_by_branch', language)}</h2>
        {report.branches.length === 0 ? (
          <p>{t('insights.nothing')}</p>
        ) : (
          <Table
            labelledBy={branchesId}
            columns={[
              { header: labels.branch, rowHeader: true, cell: (b) => b.name ?? labels.mainShop },
              { header: labels.orders, numeric: true, cell: (b) => count(b.orders) },
              { header: labels.sales, numeric: true, cell: (b) => money(b.sales) },
              { header: labels.share, numeric: true, cell: (b) => share(b.share) },
              { header: labels.previousSales, numeric: true, cell: (b) => money(b.previous_sales) },
            ]}
            rows={report.branches}
            rowKey={(b) => String(b.branch_id)}
          />
        )}
      </section>

      <section className="insights-section" aria-labelledby={bannerId}>
        <h2 id={bannerId}>{t('insights.banner')}</h2>
        {report.banner.current.running_days === 0 ? (
          <p>{t('insights.noBanner')}</p>
        ) : (
          <ul className="insights-banner">
            <li>
              {t('insights.bannerImpressions', {
                impressions: count(report.banner.current.impressions),
                days: count(report.banner.current.running_days),
                promised: count(report.banner.current.impressions_promised),
              })}{' '}
              <strong>
                {report.banner.current.impressions_met ? t('insights.met') : t('insights.notMet')}
              </strong>
            </li>
            <li>
              {t('insights.bannerCtr', {
                ctr: share(report.banner.current.ctr),
                promised: formatShare(report.banner.current.ctr_promised, language),
              })}{' '}
              {report.banner.current.ctr_met === null ? null : (
                <strong>
                  {report.banner.current.ctr_met ? t('insights.met') : t('insights.notMet')}
                </strong>
              )}
            </li>
          </ul>
        )}
      </section>
    </>
  );
}
