/**
 * The shop's insights (`merchant/store/{merchantId}/insights`, the Advanced Analytics add-on or
 * Premium's 'All Features'; the owner and managers): every measure of contract/insights.ts for a
 * named period or two days (Myanmar days, at most 24 months back, today the latest), beside the
 * period of the same length just before it, with the series at the grain asked for; and the same
 * as CSV (UTF-8 with a byte order mark, so that Excel keeps Burmese intact) and as an Excel
 * workbook, their headers in the request's language. The shop's daily rows are counted up to
 * date before every read.
 */
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import writeExcelFile from 'write-excel-file/node';
import { AuthHeaders, MerchantParams } from '@contract';
import {
  INSIGHTS_MONTHS_BACK,
  InsightsQuery,
  InsightsResponse,
  defaultGrain,
  insightsReport,
  resolveInsightRange,
  yangonDayOf,
  type PeriodProblem,
} from '@contract/insights';
import { languageOf, type Messages } from '../../../i18n';
import { csvHeader, csvRows, workbook } from '../../../insights/exports';
import { validationBody } from '../../../validation';
import { answers } from './storeCommon';
import { insightsPaths } from '@contract/insightsPaths';

const PROBLEM_MESSAGES: Record<PeriodProblem, (m: Messages) => string> = {
  periodAndDates: (m) => m.insightsPeriodOrDates,
  bothDates: (m) => m.insightsBothDates,
  notADay: (m) => m.insightsNotADay,
  fromAfterTo: (m) => m.insightsFromAfterTo,
  tooOld: (m) => m.insightsTooOld(INSIGHTS_MONTHS_BACK),
  future: (m) => m.insightsFuture,
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const merchantInsightRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { insights } = fastify.repositories;
  const onRequest = [
    fastify.requireAuth,
    fastify.requireOwnMerchant,
    fastify.requireFeature('analytics'),
  ];
  const schema = {
    headers: AuthHeaders,
    params: MerchantParams,
    querystring: InsightsQuery,
  };

  /**
   * The report the query asks for (every item listed, or the page's top ones), or undefined once
   * a 422 naming what is wrong with the period has been sent.
   */
  async function reportFor(
    request: FastifyRequest,
    reply: FastifyReply,
    itemLimit?: number | null,
  ): Promise<InsightsResponse | undefined> {
    const query = request.query as InsightsQuery;
    const { merchantId } = request.params as MerchantParams;
    const resolved = resolveInsightRange(query, yangonDayOf(new Date()));
    if ('problems' in resolved) {
      const m = request.messages();
      const errors = Object.fromEntries(
        Object.entries(resolved.problems).map(([field, problem]) => [
          field,
          [PROBLEM_MESSAGES[problem](m)],
        ]),
      );
      await reply.code(422).send(validationBody(m, errors));
      return undefined;
    }
    const { range, period } = resolved;
    const source = await insights.read(merchantId, range);
    const grain = query.grain ?? defaultGrain(range.days);
    return insightsReport({ ...source, range, period, grain }, { itemLimit });
  }

  /** The language of an export's words: the request's, as every answer's (Vary: Accept-Language). */
  function exportLanguage(request: FastifyRequest) {
    request.messages();
    return languageOf(request.headers['accept-language']);
  }

  const fileName = (report: InsightsResponse, extension: string) =>
    `insights-${report.range.from}-${report.range.to}.${extension}`;

  fastify.get(
    `/${insightsPaths.merchantInsights}`,
    {
      config: { merchantAccess: 'shop' },
      onRequest,
      schema: { ...schema, response: answers({ 200: InsightsResponse }, 401, 403, 422) },
    },
    async (request, reply) => {
      const report = await reportFor(request, reply);
      if (report) return report;
      return reply;
    },
  );

  fastify.get(
    `/${insightsPaths.merchantInsightsCsv}`,
    {
      config: { merchantAccess: 'shop' },
      onRequest,
      schema: { ...schema, response: answers({}, 401, 403, 422) },
    },
    async (request, reply) => {
      const report = await reportFor(request, reply, null);
      if (!report) return reply;
      const language = exportLanguage(request);
      const csv = pipeline(
        Readable.from(csvRows(report, language)),
        stringify({ bom: true, header: true, columns: csvHeader(language), escape_formulas: true }),
        (error) => {
          if (error) request.log.error({ err: error }, 'the insights export stopped');
        },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(report, 'csv')}"`)
        .send(csv);
    },
  );

  fastify.get(
    `/${insightsPaths.merchantInsightsXlsx}`,
    {
      config: { merchantAccess: 'shop' },
      onRequest,
      schema: { ...schema, response: answers({}, 401, 403, 422) },
    },
    async (request, reply) => {
      const report = await reportFor(request, reply, null);
      if (!report) return reply;
      const bytes = await writeExcelFile(workbook(report, exportLanguage(request))).toBuffer();
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(report, 'xlsx')}"`)
        .send(bytes);
    },
  );
};

export default merchantInsightRoutes;
