/** What the back office payments' component tests share: a fake server and a signed-in operator. */
import { http, HttpResponse } from 'msw';
import type {
  AdminCheckout,
  AdminPaymentDetail,
  AdminPaymentSummary,
  RefundAnswer,
} from '@contract/adminPayments';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { OperatorRole } from '@contract/operators';
import type { Language } from '../../../i18n/language';
import { renderAsOperator } from '../adminTestKit';
import { apiUrl, server } from '../../../test/server';
import { PaymentsSection } from './PaymentsSection';

export const OPERATOR_TOKEN = 'operator-token-1';

export const transfer: AdminCheckout = {
  reference: 'MPABC1234567',
  merchant_id: 7,
  merchant_name: 'Daw Aye',
  merchant_phone: '09420000007',
  shop_name: 'Shwe Yee Tea House',
  method: 'bank_transfer',
  provider: null,
  status: 'awaiting_review',
  amount_minor: 15_750_000,
  currency: 'MMK',
  transaction_id: 'KBZ-20261206-0042',
  has_slip: true,
  submitted_at: '2026-12-06T03:30:00.000Z',
  reason: null,
  updated_at: '2026-12-06T03:30:00.000Z',
};

export const heldCheckout: AdminCheckout = {
  ...transfer,
  reference: 'MPHELD000001',
  method: 'wallet',
  provider: 'sandbox',
  status: 'held_for_refund',
  transaction_id: null,
  has_slip: false,
  reason: 'The payment arrived after the order changed or was paid another way.',
};

export const payment: AdminPaymentSummary = {
  id: 41,
  merchant_id: 7,
  merchant_name: 'Daw Aye',
  merchant_phone: '09420000007',
  shop_name: 'Shwe Yee Tea House',
  method: 'wallet',
  provider: 'sandbox',
  reference: 'MPWALLET0001',
  amount_minor: 10_500_000,
  refunded_minor: 0,
  currency: 'MMK',
  receipt_number: 'R-2026-000012',
  created_at: '2026-12-05T04:00:00.000Z',
};

export const paymentDetail: AdminPaymentDetail = {
  payment,
  receipt: {
    number: 'R-2026-000012',
    issued_at: '2026-12-05T04:00:00.000Z',
    currency: 'MMK',
    seller: { name: 'Merchant Marketplace', address: '' },
    buyer: { shop_name: 'Shwe Yee Tea House', address: null, township: 'Bahan' },
    lines: [{ kind: 'plan', name: 'Standard', quantity: 1, months: 3, amount_minor: 10_000_000 }],
    feature_discount_minor: 0,
    partner_code: null,
    partner_discount_minor: 0,
    credit_minor: 0,
    credit_days: 0,
    tax_percent: 5,
    tax_minor: 500_000,
    total_minor: 10_500_000,
    payment: { method: 'wallet', provider: 'sandbox', provider_reference: 'sb_1' },
    period: null,
  },
  refunds: [],
};

export function refundAnswer(amountMinor: number): RefundAnswer {
  const plan = Math.round((amountMinor * 10_000_000) / 10_500_000);
  return {
    refund: {
      id: 3,
      payment_id: 41,
      checkout_reference: null,
      merchant_id: 7,
      amount_minor: amountMinor,
      currency: 'MMK',
      reason: 'Goodwill',
      provider: 'sandbox',
      provider_reference: 'sbxr_1',
      credit_note_number: 'C-2026-000005',
      created_at: '2026-12-06T05:00:00.000Z',
    },
    credit_note: {
      number: 'C-2026-000005',
      issued_at: '2026-12-06T05:00:00.000Z',
      currency: 'MMK',
      receipt_number: 'R-2026-000012',
      checkout_reference: null,
      reason: 'Goodwill',
      seller: { name: 'Merchant Marketplace', address: '' },
      buyer: { shop_name: 'Shwe Yee Tea House', address: null, township: 'Bahan' },
      full: amountMinor === 10_500_000,
      lines: [{ kind: 'plan', name: 'Standard', quantity: 1, months: 3, amount_minor: -plan }],
      tax_percent: 5,
      tax_minor: -(amountMinor - plan),
      total_minor: -amountMinor,
    },
  };
}

export interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  key: string | null;
  body: unknown;
}

/** The fake back office: answers what the section asks and records every call. */
export function fakePayments(options: { refund?: 'ok' | 'refused' } = {}) {
  const calls: Recorded[] = [];
  const record = async (request: Request, path: string) => {
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path,
      authorization: request.headers.get('authorization'),
      key: request.headers.get('idempotency-key'),
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    http.get(apiUrl(apiPaths.adminTransfers), async ({ request }) => {
      await record(request, apiPaths.adminTransfers);
      return HttpResponse.json({ checkouts: [transfer] });
    }),
    http.get(apiUrl(fillPath(apiPaths.adminTransferSlip, { reference: transfer.reference })), () =>
      HttpResponse.arrayBuffer(new Uint8Array([82, 73, 70, 70]).buffer, {
        headers: { 'content-type': 'image/webp' },
      }),
    ),
    http.post(
      apiUrl(fillPath(apiPaths.adminTransferApprove, { reference: transfer.reference })),
      async ({ request }) => {
        await record(request, 'approve');
        return HttpResponse.json({ ...transfer, status: 'succeeded' });
      },
    ),
    http.post(
      apiUrl(fillPath(apiPaths.adminTransferReject, { reference: transfer.reference })),
      async ({ request }) => {
        await record(request, 'reject');
        return HttpResponse.json({ ...transfer, status: 'rejected' });
      },
    ),
    http.get(apiUrl(apiPaths.adminHeld), () => HttpResponse.json({ checkouts: [heldCheckout] })),
    http.get(apiUrl(apiPaths.adminPayments), () => HttpResponse.json({ payments: [payment] })),
    http.get(apiUrl(fillPath(apiPaths.adminPayment, { paymentId: 41 })), () =>
      HttpResponse.json(paymentDetail),
    ),
    http.post(
      apiUrl(fillPath(apiPaths.adminPaymentRefunds, { paymentId: 41 })),
      async ({ request }) => {
        await record(request, 'refund');
        if (options.refund === 'refused') {
          return HttpResponse.json(
            { message: 'The provider refused the refund: Refund window closed.' },
            { status: 409 },
          );
        }
        const body = calls[calls.length - 1]!.body as { amount_minor: number };
        return HttpResponse.json(refundAnswer(body.amount_minor), { status: 201 });
      },
    ),
  );
  return calls;
}

/** The section, signed in as `role`, in `language`. */
export function renderPayments(role: OperatorRole = 'finance', language: Language = 'en') {
  return renderAsOperator(<PaymentsSection />, {
    token: OPERATOR_TOKEN,
    role,
    route: '/admin/payments',
    language,
  });
}
