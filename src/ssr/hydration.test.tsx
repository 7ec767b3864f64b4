/**
 * The HTML rendered ahead of time and the page the browser hydrates over it agree: every public
 * route, in both languages, hydrates without a mismatch (no console error, no recoverable error,
 * which is how React reports one), and the page is the same page.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { createAppRouter } from '../app/router';
import { makeStore } from '../app/store';
import type { Language } from '../i18n/language';
import { selectLanguageState, started } from '../i18n/languageSlice';
import { loadChunks } from '../i18n/catalogues';
import { PRERENDERED_ROUTES } from '@contract/pages';
import { renderRoute } from './renderRoute';

jest.setTimeout(20_000);

const cases = PRERENDERED_ROUTES.flatMap((route) =>
  (['en', 'my'] as const).map((language) => [route, language] as const),
);

describe('a page rendered ahead of time, hydrated in the browser', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  it.each(cases)('%s in %s hydrates without a mismatch', async (route, language: Language) => {
    const { html } = await renderRoute(route, language);
    const sent = document.createElement('div');
    sent.innerHTML = html;
    const serverH1 = sent.querySelector('h1')?.textContent ?? '';
    expect(serverH1).not.toBe('');
    // Words, not a message key ('plans.title') that a missing catalogue would show.
    expect(serverH1).not.toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
    if (language === 'my' && route !== '/') expect(serverH1).toMatch(/[\u1000-\u109f]/);

    // The browser: the document the server sent, then the app's own start.
    document.body.innerHTML = `<div id="root">${html}</div>`;
    // A browser's parser mutes a <video muted> (its `muted` property follows the attribute);
    // jsdom's does not, which React would read as a mismatch.
    for (const video of document.querySelectorAll('video')) video.muted = video.defaultMuted;
    window.history.replaceState(null, '', route);
    window.localStorage.setItem('lang', language);
    const errors: string[] = [];
    const console_ = jest
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
    const recoverable: string[] = [];
    await loadChunks(language, ['core']);
    const store = await makeStore();
    store.dispatch(started(language));
    const router = createAppRouter(() => selectLanguageState(store.getState()));
    const container = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(container, <App store={store} router={router} />, {
        onRecoverableError: (error) => recoverable.push(String(error)),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    console_.mockRestore();
    router.dispose();

    expect(recoverable).toEqual([]);
    expect(errors.filter((e) => !e.includes('not configured to support act'))).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(serverH1);
  });
});
