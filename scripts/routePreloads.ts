/**
 * What the web build tells the server about each route (webpack.config.ts writes it,
 * server/src/plugins/app/spa.ts reads it): route path in lower case, or `*` for any other path,
 * to the files of its page's chunk that the entry does not load already.
 */
export type RoutePreloads = Record<string, string[]>;

/** The file beside index.html that holds them. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
