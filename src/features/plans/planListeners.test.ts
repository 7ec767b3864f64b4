// The listeners under test register themselves when imported.
import './planListeners';
import { http, HttpResponse } from 'msw';
import type { AddAddonRequest, AddPlanRequest } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { makeStore, type AppPreloadedState } from '../../app/store';
import { apiUrl, sampleAddonTypes, samplePlans, server } from '../../test/server';
import { track } from '../../test/stores';
import { planApi } from './planApi';
import {
  checkoutRequested,
  initialPlanSelectionState,
  selectCheckout,
  type PlanSelectionState,
} from './planSelectionSlice';
import { merchant } from './testSetup';

/** Standard for 12 months, two known add-ons and one the API does not know, terms ticked. */
const ready: PlanSelectionState = {
  ...initialPlanSelectionState,
  durationIndex: 2,
  planIndex: 1,
  planKey: 'standard',
  addons: [
    { name: 'Social Media Content', quantity: 1 },
    { name: 'Holiday Greetings', quantity: 4 },
    { name: 'Order/Reservations', quantity: 2 },
  ],
  termsAccepted: true,
};

interface Call {
  path: string;
  authorization: string | null;
  body: unknown;
  /** When the request arrived and when its answer left, in order of events. */
  at: number;
  answeredAt?: number;
}

/** Records the order calls, which answer after `delayMs`; returns them in arrival order. */
function recordOrderCalls(
  options: {
    addPlan?: () => Response;
    addAddon?: (body: AddAddonRequest) => Response | undefined;
    delayMs?: number;
  } = {},
) {
  const calls: Call[] = [];
  let clock = 0;
  const record = async (request: Request, answer: () => Response) => {
    const call: Call = {
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: await request.clone().json(),
      at: (clock += 1),
    };
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    call.answeredAt = clock += 1;
    return answer();
  };
  server.use(
    http.post(apiUrl(`${apiPaths.addPlan}/:merchantId`), ({ request, params }) =>
      record(request, () => {
        if (options.addPlan) return options.addPlan();
        return HttpResponse.json({
          status: true,
          message: 'ok',
          data: { merchant_id: Number(params.merchantId) },
        });
      }),
    ),
    http.post(apiUrl(`${apiPaths.addAddon}/:merchantId`), async ({ request }) => {
      const body = (await request.clone().json()) as AddAddonRequest;
      return record(
        request,
        () =>
          options.addAddon?.(body) ??
          HttpResponse.json({ status: true, message: 'ok', data: body }),
      );
    }),
  );
  return calls;
}

async function checkoutStore(preloadedState: AppPreloadedState) {
  const navigate = jest.fn();
  const alert = jest.fn();
  const store = track(await makeStore(preloadedState, { navigate, alert }));
  return { store, navigate, alert };
}

/** Dispatches checkoutRequested and waits until the machine comes to rest. */
async function checkout(store: Awaited<ReturnType<typeof checkoutStore>>['store']) {
  store.dispatch(checkoutRequested());
  const busy = new Set(['checking', 'addingPlan', 'addingAddons']);
  for (let n = 0; n < 200 && busy.has(selectCheckout(store.getState()).status); n += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return selectCheckout(store.getState());
}

describe('the plan checkout', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('with the terms unticked: the inline message and the modal, and no call', async () => {
    const calls = recordOrderCalls();
    const { store, navigate, alert } = await checkoutStore({
      session: merchant,
      planSelection: { ...ready, termsAccepted: false },
    });
    expect(await checkout(store)).toEqual({ status: 'termsRequired', modalOpen: true });
    expect(calls).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a token: the alert and /register, and no call', async () => {
    const calls = recordOrderCalls();
    const { store, navigate, alert } = await checkoutStore({
      session: { ...merchant, token: null },
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({ status: 'needsLogin' });
    expect(alert).toHaveBeenCalledWith('Please register or login to complete your payment');
    expect(navigate).toHaveBeenCalledWith('/register');
    expect(calls).toEqual([]);
  });

  it('without a merchant id: the alert, and no call', async () => {
    const calls = recordOrderCalls();
    const { store, navigate, alert } = await checkoutStore({
      session: { token: 'tok', user: { userid: 7, username: 'Aye Aye' }, merchantUser: null },
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({
      status: 'failed',
      message: 'Merchant information not found. Please complete your profile.',
    });
    expect(alert).toHaveBeenCalledWith(
      'Merchant information not found. Please complete your profile.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('with a duration that is not 3, 6 or 12: the alert, and no call', async () => {
    const calls = recordOrderCalls();
    const { store, alert } = await checkoutStore({
      session: merchant,
      planSelection: { ...ready, durationIndex: 7 },
    });
    expect(await checkout(store)).toEqual({
      status: 'failed',
      message: 'Invalid duration selected',
    });
    expect(alert).toHaveBeenCalledWith('Invalid duration selected');
    expect(calls).toEqual([]);
  });

  it("when addPlan answers 'Token not valid': the alert and /register", async () => {
    const calls = recordOrderCalls({
      addPlan: () => HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
    });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { store, navigate, alert } = await checkoutStore({
      session: merchant,
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({ status: 'needsLogin' });
    log.mockRestore();
    expect(alert).toHaveBeenCalledWith('Please register or login to complete your payment');
    expect(navigate).toHaveBeenCalledWith('/register');
    expect(calls.map((c) => c.path)).toEqual(['/api/merchant/addPlan/3']);
  });

  it("when addPlan fails otherwise: 'Payment failed: ' and the server's message", async () => {
    recordOrderCalls({
      addPlan: () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
    });
    const { store, navigate, alert } = await checkoutStore({
      session: merchant,
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({ status: 'failed', message: 'Database unavailable' });
    expect(alert).toHaveBeenCalledWith('Payment failed: Database unavailable');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("when an add-on fails: 'Payment failed: ' and its message, no /billing", async () => {
    recordOrderCalls({
      addAddon: (body) =>
        body.addon_type_id === 2
          ? HttpResponse.json({ message: 'Choose a plan before adding add-ons' }, { status: 409 })
          : undefined,
    });
    const { store, navigate, alert } = await checkoutStore({
      session: merchant,
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({
      status: 'failed',
      message: 'Choose a plan before adding add-ons',
    });
    expect(alert).toHaveBeenCalledWith('Payment failed: Choose a plan before adding add-ons');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('adds the plan, then the add-ons in parallel (skipping unknown ones), then goes to /billing', async () => {
    const calls = recordOrderCalls({ delayMs: 20 });
    const { store, navigate, alert } = await checkoutStore({
      session: merchant,
      planSelection: ready,
    });
    expect(await checkout(store)).toEqual({ status: 'done' });

    expect(calls.map(({ path, authorization, body }) => ({ path, authorization, body }))).toEqual([
      {
        path: '/api/merchant/addPlan/3',
        authorization: 'Bearer tok-merchant',
        body: { plan_id: 2, duration_month: 12 } satisfies AddPlanRequest,
      },
      {
        path: '/api/merchant/addAddon/3',
        authorization: 'Bearer tok-merchant',
        body: { addon_type_id: 1, quantity: 1, remark: 'Added Social Media Content' },
      },
      {
        path: '/api/merchant/addAddon/3',
        authorization: 'Bearer tok-merchant',
        body: { addon_type_id: 2, quantity: 2, remark: 'Added Order/Reservations' },
      },
    ]);
    const [plan, first, second] = calls;
    // The plan first; the add-ons only after it answered, and both before either answered.
    expect(first!.at).toBeGreaterThan(plan!.answeredAt!);
    expect(second!.at).toBeLessThan(first!.answeredAt!);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Holiday Greetings'));
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/billing');
  });

  it('takes the add-on types from the cache when the page has loaded them', async () => {
    const fetched: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.getAddons), () => {
        fetched.push('getaddons');
        return HttpResponse.json(sampleAddonTypes);
      }),
    );
    recordOrderCalls();
    const { store, navigate } = await checkoutStore({ session: merchant, planSelection: ready });
    const sub = store.dispatch(planApi.endpoints.getAddons.initiate());
    await sub;
    expect(await checkout(store)).toEqual({ status: 'done' });
    sub.unsubscribe();
    expect(fetched).toEqual(['getaddons']);
    expect(navigate).toHaveBeenCalledWith('/billing');
  });

  it('with no add-ons: only the plan, then /billing', async () => {
    const calls = recordOrderCalls();
    const { store, navigate } = await checkoutStore({
      session: merchant,
      planSelection: { ...ready, addons: [], planIndex: 0, planKey: 'basic', durationIndex: 0 },
    });
    expect(await checkout(store)).toEqual({ status: 'done' });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/merchant/addPlan/3', { plan_id: 1, duration_month: 3 }],
    ]);
    expect(navigate).toHaveBeenCalledWith('/billing');
  });

  it('uses the user record’s merchant id when there is no merchant-user record', async () => {
    const calls = recordOrderCalls();
    const { store } = await checkoutStore({
      session: { token: 'tok', user: { userid: 9, merchantid: 12 }, merchantUser: null },
      planSelection: { ...ready, addons: [] },
    });
    await checkout(store);
    expect(calls.map((c) => c.path)).toEqual(['/api/merchant/addPlan/12']);
  });

  it('ignores a second request while the first is on its way', async () => {
    const calls = recordOrderCalls({ delayMs: 20 });
    const { store, navigate } = await checkoutStore({
      session: merchant,
      planSelection: { ...ready, addons: [] },
    });
    store.dispatch(checkoutRequested());
    store.dispatch(checkoutRequested());
    expect(await checkout(store)).toEqual({ status: 'done' });
    expect(calls).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('gives the default plan its key when the plans arrive', async () => {
    const { store } = await checkoutStore({});
    expect(store.getState().planSelection?.planKey).toBeNull();
    const sub = store.dispatch(planApi.endpoints.getPlans.initiate());
    await sub;
    sub.unsubscribe();
    expect(store.getState().planSelection?.planKey).toBe(samplePlans[0]!.name.toLowerCase());
  });
});
