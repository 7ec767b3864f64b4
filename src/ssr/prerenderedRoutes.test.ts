import { PRERENDERED_ROUTES, prerenderedFileOf } from '@contract/pages';
import { routePaths } from '../app/routes';
import { routeChunks } from '../app/routeChunks';

describe('the routes rendered ahead of time', () => {
  it('are routes of the SPA, each with its page chunk', () => {
    const paths = new Set<string>(
      Object.values(routePaths).flatMap((p) => (typeof p === 'string' ? [p] : Object.values(p))),
    );
    for (const route of PRERENDERED_ROUTES) {
      expect([route, paths.has(route)]).toEqual([route, true]);
      expect([route, route in routeChunks]).toEqual([route, true]);
    }
  });

  it('each have their own file, found without case or trailing slash', () => {
    const files = PRERENDERED_ROUTES.map(prerenderedFileOf);
    expect(new Set(files).size).toBe(PRERENDERED_ROUTES.length);
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/PRICE/')).toBe('price.html');
    expect(prerenderedFileOf('/additionalFeatures/Orders')).toBe('additionalfeatures~orders.html');
  });
});
