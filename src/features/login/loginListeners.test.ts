// The listeners under test register themselves when imported.
import './loginListeners';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { loginFailed, loginPageLeft, loginSubmitted, loginSucceeded } from './loginSlice';

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

describe('after login', () => {
  it('goes to / on success', async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(loginSubmitted());
    store.dispatch(loginSucceeded());
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stays on a failure, and when the page was left before the answer', async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(loginSubmitted());
    store.dispatch(loginFailed('Invalid credentials'));
    store.dispatch(loginSubmitted());
    store.dispatch(loginPageLeft());
    store.dispatch(loginSucceeded());
    expect(navigate).not.toHaveBeenCalled();
  });
});
