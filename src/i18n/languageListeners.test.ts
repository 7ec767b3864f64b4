import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { loadChunks, resetCatalogues } from './catalogues';
import { loadScreenChunks, onLanguageChosen, onLanguageShown } from './languageListeners';
import {
  catalogueLoaded,
  chosen,
  languageSlice,
  started,
  type LanguageState,
} from './languageSlice';

afterEach(resetCatalogues);

function setup(load: typeof loadChunks = loadChunks) {
  const storage = new Map<string, string>();
  const deps = {
    storage: { setItem: (key: string, value: string) => void storage.set(key, value) },
    root: { lang: '' },
    load,
  };
  const listener = createListenerMiddleware();
  listener.startListening({ actionCreator: chosen, effect: onLanguageChosen(deps) });
  listener.startListening({ actionCreator: started, effect: onLanguageShown(deps) });
  listener.startListening({ actionCreator: catalogueLoaded, effect: onLanguageShown(deps) });
  const store = configureStore({
    reducer: { language: languageSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, storage, root: deps.root, settled };
}

describe('language listeners', () => {
  it('switches to Burmese: keeps the choice, fetches what is shown, then sets <html lang>', async () => {
    const { store, storage, root, settled } = setup();
    await loadChunks('en', ['core', 'plans']);
    store.dispatch(started('en'));
    expect(root.lang).toBe('en');

    store.dispatch(chosen('my'));
    expect(storage.get('lang')).toBe('my');
    expect(store.getState().language).toEqual({ status: 'loading', language: 'my', shown: 'en' });
    expect(root.lang).toBe('en');
    await settled();
    expect(store.getState().language).toEqual({ status: 'ready', language: 'my' });
    expect(root.lang).toBe('my');
  });

  it('fetches the new language’s copy of every chunk already shown', async () => {
    const load = jest.fn(loadChunks);
    const { store, settled } = setup(load);
    await loadChunks('en', ['core', 'dashboard']);
    store.dispatch(started('en'));
    store.dispatch(chosen('my'));
    await settled();
    expect(load).toHaveBeenCalledWith('my', ['core', 'dashboard']);
  });

  it('keeps English on screen and records the failure when Burmese cannot be fetched', async () => {
    const { store, root, settled } = setup(async () => {
      throw new Error('Loading chunk i18n-my-core failed');
    });
    store.dispatch(started('en'));
    store.dispatch(chosen('my'));
    await settled();
    const state: LanguageState = store.getState().language;
    expect(state).toEqual({
      status: 'failed',
      language: 'my',
      shown: 'en',
      error: 'Loading chunk i18n-my-core failed',
    });
    expect(root.lang).toBe('en');
  });

  it('loads a screen’s chunks in the shown language and, during a switch, the coming one', async () => {
    const load = jest.fn(async () => undefined);
    await loadScreenChunks({ status: 'ready', language: 'my' }, ['plans'], load);
    expect(load.mock.calls).toEqual([['my', ['plans']]]);
    load.mockClear();
    await loadScreenChunks({ status: 'loading', language: 'my', shown: 'en' }, ['payment'], load);
    expect(load.mock.calls).toEqual([
      ['en', ['payment']],
      ['my', ['payment']],
    ]);
  });

  it('keeps no choice made before start-up has finished', async () => {
    const load = jest.fn(loadChunks);
    const { store, storage, settled } = setup(load);
    store.dispatch(chosen('my'));
    await settled();
    expect(storage.has('lang')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().language).toEqual({ status: 'starting' });
  });

  it('keeps the choice of going back to the language shown, with nothing to fetch', async () => {
    const load = jest.fn(loadChunks);
    const { store, storage, settled } = setup(load);
    store.dispatch(started('en'));
    store.dispatch(chosen('my'));
    store.dispatch(chosen('en'));
    await settled();
    expect(storage.get('lang')).toBe('en');
    expect(store.getState().language).toEqual({ status: 'ready', language: 'en' });
  });
});
