import { NOT_FOUND_RENDER_PATH, PRERENDERED_ROUTES, prerenderedFileOf } from '@contract/pages';
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

  it("render the not-found page from a path no route matches (sent as every unknown path's 404)", () => {
    const lower = NOT_FOUND_RENDER_PATH.toLowerCase();
    expect(Object.keys(routeChunks).map((route) => route.toLowerCase())).not.toContain(lower);
    expect(Object.keys(routeChunks).some((route) => route.includes('/:'))).toBe(true);
    for (const route of Object.keys(routeChunks).filter((r) => r.includes('/:'))) {
      const pattern = new RegExp(`^${route.toLowerCase().replace(/:[^/]+/g, '[^/]+')}$`);
      expect([route, pattern.test(lower)]).toEqual([route, false]);
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
