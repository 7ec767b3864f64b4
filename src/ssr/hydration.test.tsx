/**
 * The HTML rendered ahead of time and the page the browser hydrates over it agree: every public
 * route, in both languages, hydrates without a mismatch (no console error, no recoverable error,
 * which is how React reports one), and the page is the same page.
 */
import type { Language } from '../i18n/language';
import { PRERENDERED_ROUTES } from '@contract/pages';
import { renderRoute } from './renderRoute';
import { hydrateSent } from './hydrateTestKit';

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

    const { container, recoverable, errors, dispose } = await hydrateSent(html, route, language);
    dispose();

    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe(serverH1);
  });

  it('says the year it was built until hydrated, then the reader’s, without a mismatch', async () => {
    process.env.BUILD_YEAR = '2026';
    try {
      const { html } = await renderRoute('/training', 'en');
      expect(html).toContain('© 2026');
      // The page is opened in a later year than it was built in.
      jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2027);
      const { container, recoverable, errors, dispose } = await hydrateSent(
        html,
        '/training',
        'en',
      );
      dispose();
      expect(recoverable).toEqual([]);
      expect(errors).toEqual([]);
      expect(container.querySelector('.site-footer__copy')?.textContent).toContain('© 2027');
    } finally {
      delete process.env.BUILD_YEAR;
      jest.restoreAllMocks();
    }
  });

  it('keeps a form disabled until the app has taken the page over', async () => {
    const { html } = await renderRoute('/login', 'en');
    const sent = document.createElement('div');
    sent.innerHTML = html;
    // Before any script: the browser would send the form itself, the password in the URL.
    const sentPassword = sent.querySelector<HTMLInputElement>('input[type="password"]')!;
    expect(sentPassword.matches(':disabled')).toBe(true);
    expect(sent.querySelector('button[type="submit"]')?.matches(':disabled')).toBe(true);
    // The links work before hydration: none is inside anything that would disable it.
    expect(sent.querySelectorAll('a[href]').length).toBeGreaterThan(0);

    const { container, recoverable, dispose } = await hydrateSent(html, '/login', 'en');
    dispose();
    expect(recoverable).toEqual([]);
    const password = container.querySelector<HTMLInputElement>('input[type="password"]')!;
    expect(password.matches(':disabled')).toBe(false);
    expect(container.querySelector('button[type="submit"]')?.matches(':disabled')).toBe(false);
  });
});
