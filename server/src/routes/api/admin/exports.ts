/**
 * `admin/exports/:dataset`: merchants (role group 'read'), payments, receipts and refunds
 * ('readMoney') as CSV that Excel opens with Burmese intact: UTF-8 with a byte order mark, a
 * header row in English, cells that a spreadsheet would run as a formula (= + - @) escaped. The
 * rows are streamed a batch at a time from the database. Downloading personal data is an operator
 * action: each export writes its audit row before the first byte goes out.
 */
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthHeaders, apiPaths } from '@contract';
import { ExportQuery } from '@contract/adminMerchants';
import type { ExportDataset } from '@contract/operators';
import { recordAudit } from '../../../repositories/audit';
import { exportBatches, exportColumns } from '../../../repositories/exports';
import { validationBody } from '../../../validation';
import { answers } from '../merchant/storeCommon';

const MONEY_DATASETS = ['payments', 'receipts', 'refunds'] as const;
const MoneyParams = Type.Object(
  { dataset: Type.Union(MONEY_DATASETS.map((dataset) => Type.Literal(dataset))) },
  { additionalProperties: false },
);

/** Today in Myanmar (UTC+06:30), for the file's name. */
function yangonToday(now: Date = new Date()): string {
  return new Date(now.getTime() + (6 * 60 + 30) * 60 * 1000).toISOString().slice(0, 10);
}

const adminExportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  async function send(request: FastifyRequest, reply: FastifyReply, dataset: ExportDataset) {
    const { from, to } = request.query as ExportQuery;
    const m = request.messages();
    if (from && to && from > to) {
      return reply.code(422).send(validationBody(m, { to: [m.dataInvalid] }));
    }
    const operator = request.operator!;
    await fastify.db.transaction((tx) =>
      recordAudit(tx, operator, {
        action: `export.${dataset}`,
        subjectType: 'export',
        subjectId: dataset,
        after: { from: from ?? null, to: to ?? null },
      }),
    );
    const db = fastify.db;
    async function* rows() {
      for await (const batch of exportBatches(db, dataset, { from, to })) yield* batch;
    }
    const csv = pipeline(
      Readable.from(rows()),
      stringify({
        bom: true,
        header: true,
        columns: exportColumns(dataset),
        escape_formulas: true,
      }),
      (error) => {
        if (error) request.log.error({ err: error, dataset }, 'the export stopped');
      },
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dataset}-${yangonToday()}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }

  // The fixed path first: Fastify prefers it to the parametric one for `merchants`.
  fastify.get(
    `/${apiPaths.adminExport.replace(':dataset', 'merchants')}`,
    {
      config: { operatorAccess: 'read' },
      schema: {
        headers: AuthHeaders,
        querystring: ExportQuery,
        response: answers({}, 401, 403, 422),
      },
    },
    (request, reply) => send(request, reply, 'merchants'),
  );

  fastify.get(
    `/${apiPaths.adminExport}`,
    {
      config: { operatorAccess: 'readMoney' },
      schema: {
        headers: AuthHeaders,
        params: MoneyParams,
        querystring: ExportQuery,
        response: answers({}, 401, 403, 422),
      },
    },
    (request, reply) => send(request, reply, request.params.dataset),
  );
};

export default adminExportRoutes;
