import { http, HttpResponse } from 'msw';
import { apiPaths } from '@contract/apiPaths';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { apiUrl, sampleAccount, server } from '../../test/server';
import { loginPageLeft } from './loginSlice';
import { submitLogin } from './loginThunks';

const form = { phone: sampleAccount.user.phone ?? '', password: sampleAccount.password };

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

describe('logging in', () => {
  it('goes to the dashboard on success', async () => {
    const { store, navigate } = await storeWithNavigate();
    await store.dispatch(submitLogin(form));
    expect(store.getState().session.token).toBe(sampleAccount.token);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('goes to next when it is a path of this site, with its query and hash', async () => {
    const { store, navigate } = await storeWithNavigate();
    await store.dispatch(submitLogin(form, '/store/orders?status=placed#inbox'));
    expect(navigate).toHaveBeenCalledWith('/store/orders?status=placed#inbox');
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil'])(
    'goes to the dashboard rather than to %s',
    async (next) => {
      const { store, navigate } = await storeWithNavigate();
      await store.dispatch(submitLogin(form, next));
      expect(navigate).toHaveBeenCalledWith('/dashboard');
    },
  );

  it('stays on a failure', async () => {
    const { store, navigate } = await storeWithNavigate();
    await store.dispatch(submitLogin({ ...form, password: 'wrong' }));
    expect(store.getState().login?.status).toBe('failed');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays when the page was left before the answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiUrl(apiPaths.login), async () => {
        await answered;
        return HttpResponse.json(sampleAccount);
      }),
    );
    const { store, navigate } = await storeWithNavigate();
    const login = store.dispatch(submitLogin(form));
    store.dispatch(loginPageLeft());
    answer();
    await login;
    expect(navigate).not.toHaveBeenCalled();
  });
});
