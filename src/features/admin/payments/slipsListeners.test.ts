import { http, HttpResponse } from 'msw';
import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { makeStore, type AppThunk } from '../../../app/store';
import { apiUrl, server } from '../../../test/server';
import { operatorUnauthorized } from '../operatorEvents';
import { fetchSlip } from './slipsListeners';
import {
  selectSlips,
  slipFailed,
  slipLoaded,
  slipsLeft,
  slipsSlice,
  slipsWanted,
  type SlipsState,
} from './slipsSlice';

const slipPath = (reference: string) => apiUrl(fillPath(apiPaths.adminTransferSlip, { reference }));

/** Runs the thunk against a recorded dispatch whose slips state follows the recorded actions. */
async function run(thunk: AppThunk, slips: SlipsState) {
  const actions: UnknownAction[] = [];
  let adminSlips = slips;
  await thunk(
    ((action: UnknownAction) => {
      actions.push(action);
      adminSlips = slipsSlice.reducer(adminSlips, action);
      return action;
    }) as never,
    () => ({ operatorSession: { token: 'operator-token-9' }, adminSlips }) as never,
    {} as never,
  );
  return actions;
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:slip-7');
  URL.revokeObjectURL = jest.fn();
});

describe('fetchSlip', () => {
  it('fetches the slip with the token and dispatches its object URL', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(slipPath('MPSLIP000007'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.arrayBuffer(new Uint8Array([82, 73, 70, 70]).buffer, {
          headers: { 'content-type': 'image/webp' },
        });
      }),
    );
    const actions = await run(fetchSlip('MPSLIP000007'), {
      MPSLIP000007: { status: 'loading', url: null },
    });
    expect(actions).toEqual([slipLoaded({ reference: 'MPSLIP000007', url: 'blob:slip-7' })]);
    expect(seen).toEqual(['Bearer operator-token-9']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  });

  it('fails the slip on a 404, making no URL', async () => {
    server.use(
      http.get(slipPath('MPSLIP000007'), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const actions = await run(fetchSlip('MPSLIP000007'), {
      MPSLIP000007: { status: 'loading', url: null },
    });
    expect(actions).toEqual([slipFailed('MPSLIP000007')]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('ends the session on a 401', async () => {
    server.use(
      http.get(slipPath('MPSLIP000007'), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const actions = await run(fetchSlip('MPSLIP000007'), {
      MPSLIP000007: { status: 'loading', url: null },
    });
    expect(actions).toEqual([
      operatorUnauthorized({ endpoint: 'adminTransferSlip' }),
      slipFailed('MPSLIP000007'),
    ]);
  });

  it('makes no URL for a slip no longer awaited', async () => {
    server.use(
      http.get(slipPath('MPSLIP000007'), () =>
        HttpResponse.arrayBuffer(new Uint8Array([1]).buffer, {
          headers: { 'content-type': 'image/webp' },
        }),
      ),
    );
    expect(await run(fetchSlip('MPSLIP000007'), {})).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('the slips listeners', () => {
  it('fetch the listed slips and give their URLs back when unlisted or when the section is left', async () => {
    const urls = ['blob:a-1', 'blob:c-1'];
    URL.createObjectURL = jest.fn(() => urls.shift()!);
    const image = () =>
      HttpResponse.arrayBuffer(new Uint8Array([1]).buffer, {
        headers: { 'content-type': 'image/webp' },
      });
    server.use(
      http.get(slipPath('MPA'), image),
      http.get(slipPath('MPB'), () => new HttpResponse(null, { status: 404 })),
      http.get(slipPath('MPC'), image),
    );
    const store = await makeStore();
    const slips = () => selectSlips(store.getState());

    store.dispatch(slipsWanted(['MPA', 'MPB']));
    await waitFor(() => expect(slips().MPB?.status).toBe('failed'));
    await waitFor(() => expect(slips().MPA).toEqual({ status: 'shown', url: 'blob:a-1' }));

    store.dispatch(slipsWanted(['MPB', 'MPC']));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a-1');
    await waitFor(() => expect(slips().MPC).toEqual({ status: 'shown', url: 'blob:c-1' }));
    expect(slips().MPB?.status).toBe('failed');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(2);

    store.dispatch(slipsLeft());
    expect(slips()).toEqual({});
    expect(URL.revokeObjectURL).toHaveBeenLastCalledWith('blob:c-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });
});
