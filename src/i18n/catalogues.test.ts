import { loadChunks, requestedChunks, resetCatalogues, translatorFor } from './catalogues';
import type { CompiledCatalogue } from './runtime';

// The test setup loads every catalogue; these tests start from none.
beforeEach(resetCatalogues);
afterEach(resetCatalogues);

describe('catalogue chunks', () => {
  it('loads the real compiled chunks of one language only', async () => {
    await loadChunks('my', ['core']);
    const t = translatorFor('my');
    expect(t('app.nav.home')).not.toBe('app.nav.home');
    expect(t('app.nav.home')).toMatch(/[\u1000-\u109f]/);
    // English was not fetched: its lookup only knows the keys.
    expect(translatorFor('en')('app.nav.home')).toBe('app.nav.home');
    expect(requestedChunks('my')).toEqual(['core']);
    expect(requestedChunks('en')).toEqual([]);
  });

  it('fills arguments in the reader’s digits', async () => {
    await loadChunks('en', ['core']);
    await loadChunks('my', ['core']);
    expect(translatorFor('en')('app.copyright', { year: 2026 })).toBe(
      '© 2026 Merchant Marketplace. All rights reserved.',
    );
    expect(translatorFor('my')('app.copyright', { year: 2026 })).toContain('၂၀၂၆');
  });

  it('fetches each chunk once, also when asked twice at the same time', async () => {
    const load = jest.fn(async (): Promise<CompiledCatalogue> => ({ 'plans.title': 'P' }));
    await Promise.all([loadChunks('en', ['plans'], load), loadChunks('en', ['plans'], load)]);
    await loadChunks('en', ['plans'], load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch so that asking again retries it', async () => {
    const load = jest
      .fn<Promise<CompiledCatalogue>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ 'plans.title': 'Choose your Plan' });
    await expect(loadChunks('en', ['plans'], load)).rejects.toThrow('offline');
    expect(requestedChunks('en')).toEqual([]);
    await loadChunks('en', ['plans'], load);
    expect(translatorFor('en')('plans.title')).toBe('Choose your Plan');
  });

  it('a lookup made earlier sees chunks that arrive later', async () => {
    const t = translatorFor('en');
    expect(t('dashboard.title')).toBe('dashboard.title');
    await loadChunks('en', ['dashboard']);
    expect(t('dashboard.title')).toBe('Dashboard');
    expect(t.language).toBe('en');
  });
});
