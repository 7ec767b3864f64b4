import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { NOT_FOUND_CHUNK, routeChunks } from './routeChunks';
import { routes } from './router';

/** Every path of the route table, the index route as `/`. */
function routePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('routeChunks', () => {
  it('names a chunk for every route of the router, and for no other path', () => {
    expect(Object.keys(routeChunks).sort()).toEqual(routePaths(routes).sort());
  });

  it("names chunks the router's imports really are (their webpackChunkName)", () => {
    const source = readFileSync(path.join(__dirname, 'router.tsx'), 'utf8');
    const named = new Set([...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]));
    for (const chunk of [...Object.values(routeChunks), NOT_FOUND_CHUNK]) {
      expect(named).toContain(chunk);
    }
  });
});
