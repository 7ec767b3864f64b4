/**
 * A fake of the billing calls for component and listener tests: it keeps what it was sent, gives
 * one intent per idempotency key, and answers cards as the sandbox gateway does (its fixed test numbers). `server.use(...fake.handlers)` installs it for one test.
 */
import { http, HttpResponse } from 'msw';
import type {
  BillingInformationRequest,
  CreatePaymentIntentRequest,
  DashboardResponse,
  Payment,
  PaymentIntent,
  ProcessPaymentRequest,
} from '@contract';
import type { Receipt } from '@contract/billing';
import { apiPaths } from '@contract/apiPaths';
import { NOT_OWN_MERCHANT, TOKEN_NOT_VALID } from '@contract/messages';
import { apiUrl } from './server';

export interface RecordedCall {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

const tokenNotValid = () => HttpResponse.json({ message: TOKEN_NOT_VALID }, { status: 401 });
const notOwn = () => HttpResponse.json({ message: NOT_OWN_MERCHANT }, { status: 403 });

export function createFakeBilling(options: { merchantId: number }) {
  const calls: RecordedCall[] = [];
  const intents = new Map<string, PaymentIntent>();
  const payments: Payment[] = [];
  let next = 1;
  /** Successful payments take receipt numbers in order, as the server's yearly counter does. */
  const receiptNumberOf = (paymentId: number): string | null => {
    const succeeded = payments.filter(({ status }) => status === 'succeeded');
    const index = succeeded.findIndex(({ id }) => id === paymentId);
    return index < 0 ? null : `R-2025-${String(index + 1).padStart(6, '0')}`;
  };

  async function record(request: Request, path: string) {
    const body: unknown = request.method === 'GET' ? undefined : await request.json();
    calls.push({ path, headers: Object.fromEntries(request.headers.entries()), body });
    return body;
  }
  const guard = (request: Request, merchantId: unknown) => {
    if (!/^Bearer \S+$/.test(request.headers.get('authorization') ?? '')) return tokenNotValid();
    if (String(merchantId) !== String(options.merchantId)) return notOwn();
    return null;
  };

  const handlers = [
    http.post(
      apiUrl(`${apiPaths.addBillingInformation}/:merchantId`),
      async ({ request, params }) => {
        const body = (await record(
          request,
          apiPaths.addBillingInformation,
        )) as BillingInformationRequest;
        return (
          guard(request, params.merchantId) ??
          HttpResponse.json({ status: true, message: 'Billing information saved', data: body })
        );
      },
    ),
    http.post(
      apiUrl(`${apiPaths.createPaymentIntent}/:merchantId`),
      async ({ request, params }) => {
        const body = (await record(
          request,
          apiPaths.createPaymentIntent,
        )) as CreatePaymentIntentRequest;
        const refused = guard(request, params.merchantId);
        if (refused) return refused;
        const key = request.headers.get('idempotency-key') ?? `no-key-${next}`;
        let intent = intents.get(key);
        if (!intent) {
          intent = {
            id: `pi_${next++}`,
            amount: body.amount,
            currency: body.currency,
            status: 'requires_payment_method',
          };
          intents.set(key, intent);
        }
        return HttpResponse.json(intent);
      },
    ),
    http.post(apiUrl(`${apiPaths.processPayment}/:merchantId`), async ({ request, params }) => {
      const body = (await record(request, apiPaths.processPayment)) as ProcessPaymentRequest;
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      const declined = DECLINES[body.card_number];
      if (declined) return HttpResponse.json({ message: declined }, { status: 402 });
      const payment: Payment = {
        id: payments.length + 1,
        payment_intent_id: body.payment_intent_id,
        created_at: '2025-06-15T08:30:00.000Z',
        amount: 10499,
        currency: 'USD',
        brand: 'visa',
        last4: body.card_number.slice(-4),
        exp_month: body.expired_month,
        exp_year: body.expired_year,
        status: 'succeeded',
        shop_name: 'Golden Tea House',
        category_id: 1,
        township: 'Bahan',
      };
      payments.push(payment);
      return HttpResponse.json({ success: true, payment });
    }),
    http.get(
      apiUrl(`${apiPaths.pendingOrder}/:merchantId`),
      ({ request, params }) =>
        guard(request, params.merchantId) ??
        HttpResponse.json({ message: 'No pending order' }, { status: 404 }),
    ),
    http.get(apiUrl(`${apiPaths.dashboard}/:merchantId`), ({ request, params }) => {
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      const answer: DashboardResponse = {
        subscription: null,
        addons: [],
        payments: payments.map(({ id, created_at, amount, currency, brand, last4, status }) => ({
          id,
          created_at,
          amount,
          currency,
          method: 'card' as const,
          brand,
          last4,
          status,
          receipt_number: receiptNumberOf(id),
        })),
        reminders: [],
        phone: '09420000001',
        phone_verified_at: null,
        setup: {
          plan_ordered: false,
          plan_in_force: false,
          profile_saved: false,
          item_count: 0,
          published: false,
          slug: null,
        },
        today: { date: '2025-06-15', orders: 0, sales: 0, reservations: 0 },
        checkout: null,
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl(apiPaths.receipt), ({ request, params }) => {
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      const payment = payments.find(({ id }) => receiptNumberOf(id) === params.number);
      if (!payment) return HttpResponse.json({ message: 'Receipt not found' }, { status: 404 });
      // The shop fee as the sandbox charges it: 99.99 USD and 5 % tax (5.00), 104.99 in all.
      const receipt: Receipt = {
        number: receiptNumberOf(payment.id) as string,
        issued_at: payment.created_at,
        currency: 'USD',
        seller: { name: 'Merchant Marketplace', address: 'No. 1 Pyay Road, Kamayut, Yangon' },
        buyer: { shop_name: payment.shop_name, address: null, township: payment.township },
        lines: [
          {
            kind: 'fee',
            name: 'Shop registration fee',
            quantity: 1,
            months: null,
            amount_minor: 9999,
          },
        ],
        feature_discount_minor: 0,
        partner_code: null,
        partner_discount_minor: 0,
        credit_minor: 0,
        credit_days: 0,
        tax_percent: 5,
        tax_minor: 500,
        total_minor: 10499,
        payment: { method: 'card', brand: payment.brand, last4: payment.last4 },
        period: null,
      };
      return HttpResponse.json(receipt);
    }),
  ];

  return {
    handlers,
    calls,
    /** The calls made to one path, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
