import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { apiUrl, server } from '../test/server';
import { CUSTOMER_CALL, baseQuery } from './baseQuery';
import { customerUnauthorized, unauthorized } from './events';

const api = (): BaseQueryApi & { dispatch: jest.Mock } => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({ session: { token: 'merchant-tok', user: null, merchantUser: null } }),
  extra: undefined,
  endpoint: 'getCustomerActivity',
  type: 'query',
});

describe("baseQuery on a customer's call", () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("never sends the merchant's token; sends the customer's when the call gives it", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(apiUrl(apiPaths.customerSendOtp), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    const call = { url: apiPaths.customerSendOtp, method: 'POST', body: {} };
    await baseQuery(call, api(), CUSTOMER_CALL);
    await baseQuery(
      { ...call, headers: { authorization: 'Bearer cust-tok' } },
      api(),
      CUSTOMER_CALL,
    );
    await baseQuery(call, api(), {});
    expect(seen).toEqual([null, 'Bearer cust-tok', 'Bearer merchant-tok']);
  });

  it("announces a 401 as the customer's, not the merchant session's", async () => {
    server.use(
      http.get(apiUrl(apiPaths.customerActivity), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const customer = api();
    await baseQuery(apiPaths.customerActivity, customer, CUSTOMER_CALL);
    expect(customer.dispatch).toHaveBeenCalledWith(
      customerUnauthorized({ endpoint: 'getCustomerActivity' }),
    );
    expect(customer.dispatch).not.toHaveBeenCalledWith(
      unauthorized({ endpoint: 'getCustomerActivity' }),
    );
    const merchant = api();
    await baseQuery(apiPaths.customerActivity, merchant, {});
    expect(merchant.dispatch).toHaveBeenCalledWith(
      unauthorized({ endpoint: 'getCustomerActivity' }),
    );
  });
});
