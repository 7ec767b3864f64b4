import '@testing-library/jest-dom';
import './formDataOfForm';
import { server } from './server';
import { settleStores } from './stores';
import { loadAllCatalogues } from '../i18n/testing';

// jsdom does not scroll: make the calls harmless (tests that care spy on them).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeAll(() => Promise.all([loadAllCatalogues('en'), loadAllCatalogues('my')]));
afterEach(async () => {
  await settleStores();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
