import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { unauthorized } from '../../api/events';
import { apiUrl, server } from '../../test/server';
import { customerBaseQuery } from './customerBaseQuery';
import { customerUnauthorized } from './customerEvents';

const api = (customerToken: string | null): BaseQueryApi & { dispatch: jest.Mock } => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({
    session: { token: 'merchant-tok', user: null, merchantUser: null },
    customerSession: customerToken
      ? { status: 'signedIn', token: customerToken, customer: { id: 4, phone: '094', name: null } }
      : { status: 'signedOut' },
  }),
  extra: undefined,
  endpoint: 'getCustomerActivity',
  type: 'query',
});

describe("customerBaseQuery (the customer's calls)", () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("sends the customer's token, never the merchant's", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(apiUrl(apiPaths.customerSendOtp), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    const call = { url: apiPaths.customerSendOtp, method: 'POST', body: {} };
    await customerBaseQuery(call, api(null), {});
    await customerBaseQuery(call, api('cust-tok'), {});
    expect(seen).toEqual([null, 'Bearer cust-tok']);
  });

  it("announces a 401 as the customer's, not the merchant session's", async () => {
    server.use(
      http.get(apiUrl(apiPaths.customerActivity), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const calling = api('cust-tok');
    const result = await customerBaseQuery(apiPaths.customerActivity, calling, {});
    expect(result.error).toEqual({ status: 401, data: { message: 'Token not valid' } });
    expect(calling.dispatch).toHaveBeenCalledWith(
      customerUnauthorized({ endpoint: 'getCustomerActivity' }),
    );
    expect(calling.dispatch).not.toHaveBeenCalledWith(
      unauthorized({ endpoint: 'getCustomerActivity' }),
    );
  });
});
