import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import type { AppThunk } from '../../../app/store';
import { apiUrl, server } from '../../../test/server';
import { operatorUnauthorized } from '../operatorEvents';
import { downloadExport } from './exportThunks';
import { exportFailed, exportRequested, exportSaved } from './exportsSlice';

/** Runs the thunk against a recorded dispatch and a state of the given exports status. */
async function run(thunk: AppThunk, status: 'idle' | 'downloading' = 'idle') {
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const state = {
    operatorSession: { token: 'operator-token-9' },
    adminExports: status === 'idle' ? { status } : { status, dataset: 'payments' },
  };
  await thunk(
    ((action: { type: string }) => {
      actions.push(action);
      return action;
    }) as never,
    () => state as never,
    {} as never,
  );
  return actions;
}

describe('downloadExport', () => {
  it('fetches with the token and saves the file the server named', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(apiUrl(apiPaths.adminExport), ({ request }) => {
        seen.push(request.headers.get('authorization'), new URL(request.url).search);
        return new HttpResponse('\uFEFFrefund_id\n1\n', {
          headers: { 'content-disposition': 'attachment; filename="refunds-2026-12-07.csv"' },
        });
      }),
    );
    const save = jest.fn();
    const actions = await run(downloadExport('refunds', { from: '2026-12-01' }, save));
    expect(actions).toEqual([exportRequested('refunds'), exportSaved()]);
    expect(seen).toEqual(['Bearer operator-token-9', '?from=2026-12-01']);
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'refunds-2026-12-07.csv');
  });

  it('ends the session on 401 and fails the download', async () => {
    server.use(
      http.get(apiUrl(apiPaths.adminExport), () =>
        HttpResponse.json({ message: 'Token not valid' }, { status: 401 }),
      ),
    );
    const save = jest.fn();
    const actions = await run(downloadExport('payments', {}, save));
    expect(actions).toEqual([
      exportRequested('payments'),
      operatorUnauthorized({ endpoint: 'adminExport' }),
      exportFailed(),
    ]);
    expect(save).not.toHaveBeenCalled();
  });

  it('starts nothing while a download is under way', async () => {
    const save = jest.fn();
    expect(await run(downloadExport('merchants', {}, save), 'downloading')).toEqual([]);
  });
});
