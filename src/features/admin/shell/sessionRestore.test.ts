/**
 * The back office's session slice is injected into a store that already runs (the admin chunk
 * arrives after the app started), and read back with redux-persist. When PERSIST was the first
 * action to reach the fresh slice, redux-persist handed it `{}` instead of its initial state, and
 * /admin drew nothing: the read-back must start the slice from its initial state first.
 */
const kept = {
  status: JSON.stringify('enrolling'),
  token: JSON.stringify('kept-token'),
  operator: JSON.stringify({ id: 7, phone: '09791234567', name: 'Daw Su', role: 'admin' }),
  _persist: JSON.stringify({ version: -1, rehydrated: true }),
};

afterEach(() => window.sessionStorage.clear());

test('a session kept in the tab is read back into a slice injected after the store started', async () => {
  window.sessionStorage.setItem('persist:operatorSession', JSON.stringify(kept));
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../../../app/store');
    const store = await makeStore();
    // Only now the slice's module runs (and injects it), as when the admin chunk arrives.
    const { restoreOperatorSession } = await import('./sessionApi');
    const { selectOperatorSession } = await import('./operatorSessionSlice');
    await store.dispatch(restoreOperatorSession());
    const { _persist, ...session } = selectOperatorSession(store.getState()) as object & {
      _persist?: unknown;
    };
    expect(_persist).toEqual({ version: -1, rehydrated: true });
    expect(session).toEqual({
      status: 'enrolling',
      token: 'kept-token',
      operator: { id: 7, phone: '09791234567', name: 'Daw Su', role: 'admin' },
      busy: false,
      problem: null,
    });
  });
});

test('with nothing kept, the read-back ends signed out', async () => {
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../../../app/store');
    const store = await makeStore();
    const { restoreOperatorSession } = await import('./sessionApi');
    const { selectOperatorSession } = await import('./operatorSessionSlice');
    await store.dispatch(restoreOperatorSession());
    const { _persist, ...session } = selectOperatorSession(store.getState()) as object & {
      _persist?: unknown;
    };
    expect(_persist).toEqual({ version: -1, rehydrated: true });
    expect(session).toEqual({ status: 'signedOut', problem: null });
  });
});
