/**
 * A fake of /payment's checkout calls (contract/checkout.ts) for component tests: it keeps the
 * merchant's pending order and checkouts, makes a new checkout per idempotency key (voiding the
 * one still pending, as the server does), answers 'Confirm Payment' as the test tells it, takes a
 * bank transfer's slip and/or transaction id as multipart, and streams `payment` events on the
 * merchant's stream. `server.use(...fake.handlers)` installs it for one test.
 */
import { http, HttpResponse } from 'msw';
import type { OrderSummary } from '@contract/billing';
import type { BankAccount, Checkout, CheckoutMethod, CheckoutState } from '@contract/checkout';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { absoluteApiBase } from '../app/config';
import { hasBearer, merchantRefusal, tokenNotValid } from './merchantAuth';
import { fakeEventStreams } from './eventStreams';

const apiUrl = (path: string): string => `${absoluteApiBase()}${path}`;
/** An MSW pattern of a path with parameters (`:merchantId` kept as a parameter). */
const pattern = (path: string, params: Record<string, string> = {}) =>
  apiUrl(fillPath(path, { merchantId: ':merchantId', ...params }).replace(/%3A/g, ':'));

/** Every test's default: nothing to pay (the page shows its sample). */
export const defaultCheckoutHandlers = [
  http.get(pattern(apiPaths.checkout), ({ request }) =>
    hasBearer(request)
      ? HttpResponse.json({
          order: null,
          checkout: null,
          methods: ['card', 'wallet', 'bank_transfer'],
          card_mode: 'direct',
          bank_accounts: [],
        } satisfies CheckoutState)
      : tokenNotValid(),
  ),
];

/** The pending order of the tests: Standard for 3 months, 2 % tax (prices of the seed's kind). */
export const pendingOrder: OrderSummary = {
  plan: { id: 2, name: 'Standard' },
  duration_month: 3,
  currency: 'MMK',
  plan_price: 285_000,
  addons: [],
  addons_total: 0,
  feature_discount: 0,
  subtotal: 285_000,
  partner_code: null,
  partner_code_lapsed: null,
  partner_discount: 0,
  credit: 0,
  credit_days: 0,
  replaces_scheduled: null,
  taxable: 285_000,
  tax_percent: 2,
  tax: 5_700,
  total: 290_700,
  amount_minor: 29_070_000,
  change: {
    kind: 'new',
    starts_at: '2026-12-06T10:00:00.000Z',
    ends_at: '2027-03-06T10:00:00.000Z',
    current_plan: null,
  },
};

export const sampleBankAccounts: BankAccount[] = [
  {
    bank: 'KBZ Bank',
    account_name: 'Merchant Marketplace Co., Ltd.',
    account_number: '0271 0010 0456 789',
    branch: 'Yangon Main',
  },
  {
    bank: 'AYA Bank',
    account_name: 'Merchant Marketplace Co., Ltd.',
    account_number: '0040 2011 0098 765',
    branch: null,
  },
];

export interface RecordedCheckoutCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

export interface FakeCheckoutOptions {
  merchantId: number;
  order?: OrderSummary | null;
  checkout?: Checkout | null;
  methods?: CheckoutMethod[];
  cardMode?: 'direct' | 'hosted';
  /** How long a wallet QR or a hosted card page stays payable. */
  validForMs?: number;
}

/** The EMVCo-looking payload the fake's provider returns for a reference. */
export const payloadOf = (reference: string) =>
  `00020101021226400012mm.sandbox.pay0120${reference}5303104540529070063041A2B`;

export function createFakeCheckout(options: FakeCheckoutOptions) {
  const calls: RecordedCheckoutCall[] = [];
  const byKey = new Map<string, Checkout>();
  const streams = fakeEventStreams();
  let serial = 0;
  const state: CheckoutState = {
    order: options.order === undefined ? pendingOrder : options.order,
    checkout: options.checkout ?? null,
    methods: options.methods ?? ['card', 'wallet', 'bank_transfer'],
    card_mode: options.cardMode ?? 'direct',
    bank_accounts: sampleBankAccounts,
  };
  /** What 'Confirm Payment' finds at the provider next: the checkout as it is, by default. */
  let confirmAnswer: Partial<Checkout> | null = null;

  const guard = (request: Request, merchantId: unknown) =>
    merchantRefusal(request, merchantId, options.merchantId);
  const record = (request: Request, path: string, body: unknown) =>
    calls.push({
      method: request.method,
      path,
      idempotencyKey: request.headers.get('idempotency-key'),
      body,
    });
  const find = (reference: unknown) =>
    state.checkout?.reference === reference ? state.checkout : null;
  const notFound = () => HttpResponse.json({ message: 'Checkout not found' }, { status: 404 });

  function make(method: CheckoutMethod): Checkout {
    serial += 1;
    const reference = `MP${String(serial).padStart(10, '0')}`;
    const now = Date.now();
    const expires = new Date(now + (options.validForMs ?? 60_000)).toISOString();
    return {
      reference,
      method,
      status: 'pending',
      amount_minor: state.order!.amount_minor,
      currency: 'MMK',
      qr_payload: method === 'wallet' ? payloadOf(reference) : null,
      expires_at: method === 'bank_transfer' ? null : expires,
      redirect_url: method === 'card' ? `https://pay.example.test/card/${reference}` : null,
      transfer:
        method === 'bank_transfer'
          ? { transaction_id: null, has_slip: false, submitted_at: null }
          : null,
      reason: null,
      receipt_number: null,
      created_at: new Date(now).toISOString(),
    };
  }

  const handlers = [
    http.get(pattern(apiPaths.checkout), ({ request, params }) => {
      record(request, apiPaths.checkout, undefined);
      return guard(request, params.merchantId) ?? HttpResponse.json(state);
    }),
    http.post(pattern(apiPaths.checkout), async ({ request, params }) => {
      const body = (await request.json()) as { method: CheckoutMethod };
      record(request, apiPaths.checkout, body);
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      if (state.order === null) {
        return HttpResponse.json({ message: 'There is no order to pay.' }, { status: 409 });
      }
      const key = request.headers.get('idempotency-key') ?? `none-${calls.length}`;
      let made = byKey.get(key);
      if (!made) {
        if (state.checkout?.status === 'pending')
          state.checkout = { ...state.checkout, status: 'voided' };
        made = make(body.method);
        byKey.set(key, made);
        state.checkout = made;
      }
      return HttpResponse.json(made, { status: 201 });
    }),
    http.post(
      pattern(apiPaths.checkoutConfirm, { reference: ':reference' }),
      ({ request, params }) => {
        record(request, apiPaths.checkoutConfirm, params.reference);
        const refused = guard(request, params.merchantId);
        if (refused) return refused;
        const checkout = find(params.reference);
        if (!checkout) return notFound();
        if (confirmAnswer) state.checkout = { ...checkout, ...confirmAnswer };
        return HttpResponse.json(state.checkout);
      },
    ),
    http.post(
      pattern(apiPaths.checkoutTransfer, { reference: ':reference' }),
      async ({ request, params }) => {
        const form = await request.formData();
        const slip = form.get('slip');
        const transactionId = form.get('transaction_id');
        record(request, apiPaths.checkoutTransfer, {
          slip:
            slip && typeof slip === 'object'
              ? { name: (slip as File).name, type: (slip as File).type }
              : null,
          transaction_id: transactionId,
        });
        const refused = guard(request, params.merchantId);
        if (refused) return refused;
        const checkout = find(params.reference);
        if (!checkout) return notFound();
        if (!slip && !transactionId) {
          return HttpResponse.json(
            {
              status: false,
              message: 'The given data was invalid.',
              data: { errors: { transaction_id: ['Send the slip or the transaction id.'] } },
            },
            { status: 422 },
          );
        }
        state.checkout = {
          ...checkout,
          status: 'awaiting_review',
          transfer: {
            transaction_id: typeof transactionId === 'string' ? transactionId : null,
            has_slip: Boolean(slip),
            submitted_at: new Date().toISOString(),
          },
        };
        return HttpResponse.json(state.checkout);
      },
    ),
    http.get(pattern(apiPaths.merchantEvents), ({ request, params }) => {
      const refused = guard(request, params.merchantId);
      if (refused) return refused;
      if (new URL(request.url).searchParams.get('topic') !== 'payments') {
        return HttpResponse.json({ message: 'Unknown topic' }, { status: 400 });
      }
      return streams.answer();
    }),
  ];

  return {
    handlers,
    calls,
    state,
    /** The calls made to one path, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** What the next 'Confirm Payment' finds (status, reason, receipt). */
    confirmWith(change: Partial<Checkout> | null) {
      confirmAnswer = change;
    },
    /** The server changes the current checkout and tells the merchant's open streams. */
    emit(change: Partial<Checkout>) {
      if (!state.checkout) throw new Error('no checkout to change');
      state.checkout = { ...state.checkout, ...change };
      streams.send(Date.now(), 'payment', { kind: 'payment', checkout: state.checkout });
      return streams.count;
    },
    /** The streams open now. */
    openStreams: () => streams.count,
  };
}
