import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { knownRoutes, preloadLink, routePreloads } from '../src/plugins/app/spa';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';

const PRELOADS = {
  '/': ['/assets/home.1a2b3c4d5e.css', '/assets/home.1a2b3c4d5e.js'],
  '/price': ['/assets/price.1a2b3c4d5e.js'],
  '/additionalfeatures/orders': [
    '/assets/427.1a2b3c4d5e.js',
    '/assets/feature-orders.1a2b3c4d5e.js',
  ],
  '/shops/:slug': ['/assets/shop.1a2b3c4d5e.js'],
  '*': ['/assets/not-found.1a2b3c4d5e.js'],
};
const silent = { warn: () => undefined };

describe('preloadLink', () => {
  it('names scripts and style sheets as what they are, and nothing else', () => {
    expect(preloadLink(['/a.css', '/b.js', '/c.map'])).toBe(
      '</a.css>; rel=preload; as=style, </b.js>; rel=preload; as=script',
    );
    expect(preloadLink(['/c.map'])).toBeUndefined();
    expect(preloadLink([])).toBeUndefined();
  });
});

describe('routePreloads', () => {
  it('matches routes as the router does: any case, trailing slash, query and hash ignored', async () => {
    const dir = await tempDir('route-preloads');
    await writeFile(path.join(dir, 'route-preloads.json'), JSON.stringify(PRELOADS));
    const linkFor = routePreloads(dir, silent);
    const price = '</assets/price.1a2b3c4d5e.js>; rel=preload; as=script';
    for (const url of ['/price', '/Price/', '/price?plan=2', '/price#features']) {
      expect(linkFor(url)).toBe(price);
    }
    expect(linkFor('/additionalFeatures/Orders')).toBe(
      '</assets/427.1a2b3c4d5e.js>; rel=preload; as=script, </assets/feature-orders.1a2b3c4d5e.js>; rel=preload; as=script',
    );
    expect(linkFor('/')).toMatch(/^<\/assets\/home\.1a2b3c4d5e\.css>; rel=preload; as=style, /);
    // A route with a parameter matches any one segment in its place.
    const shop = '</assets/shop.1a2b3c4d5e.js>; rel=preload; as=script';
    for (const url of ['/shops/golden-tea', '/shops/%E1%80%9B%E1%80%BD/', '/Shops/x?q=1']) {
      expect(linkFor(url)).toBe(shop);
    }
    // Any other path gets the router's not-found page.
    for (const url of ['/no-such-page', '/shops', '/shops/', '/shops/a/b']) {
      expect(linkFor(url)).toBe('</assets/not-found.1a2b3c4d5e.js>; rel=preload; as=script');
    }
  });

  it('a route with parts beneath (`/admin/*`) covers its path and every path under it', async () => {
    const dir = await tempDir('route-preloads-splat');
    const table = { ...PRELOADS, '/admin/*': ['/assets/admin.1a2b3c4d5e.js'] };
    await writeFile(path.join(dir, 'route-preloads.json'), JSON.stringify(table));
    const linkFor = routePreloads(dir, silent);
    const known = knownRoutes(dir);
    const admin = '</assets/admin.1a2b3c4d5e.js>; rel=preload; as=script';
    for (const url of ['/admin', '/admin/', '/admin/payments', '/Admin/merchants/7?x=1']) {
      expect(linkFor(url)).toBe(admin);
      expect(known(url)).toBe(true);
    }
    for (const url of ['/administrator', '/admins/payments']) {
      expect(linkFor(url)).toBe('</assets/not-found.1a2b3c4d5e.js>; rel=preload; as=script');
      expect(known(url)).toBe(false);
    }
  });

  it('sends nothing without the file, and warns and sends nothing when it is unreadable', async () => {
    const dir = await tempDir('route-preloads-missing');
    expect(routePreloads(dir, silent)('/price')).toBeUndefined();

    await writeFile(path.join(dir, 'route-preloads.json'), '{ not json');
    const warnings: string[] = [];
    const linkFor = routePreloads(dir, { warn: (_o, message) => warnings.push(message) });
    expect(linkFor('/price')).toBeUndefined();
    expect(warnings).toEqual(['route preloads unreadable: pages load without them']);
  });
});

describe.each(databases())('index.html with its route preloads on %s', (kind) => {
  const database = useTestDatabase(kind);
  let staticDir: string;
  let app: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    staticDir = await tempDir('spa-preloads');
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(staticDir, 'route-preloads.json'), JSON.stringify(PRELOADS));
  });
  beforeEach(async () => {
    app = buildTestApp(database.db, { staticDir });
    await app.ready();
  });
  afterEach(() => app.close());

  it('sends the route page chunk as a Link header with index.html, at / too', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers.link).toContain('</assets/home.1a2b3c4d5e.js>; rel=preload; as=script');

    const price = await app.inject({ method: 'GET', url: '/price' });
    expect(price.statusCode).toBe(200);
    expect(price.headers.link).toBe('</assets/price.1a2b3c4d5e.js>; rel=preload; as=script');

    const head = await app.inject({ method: 'HEAD', url: '/price' });
    expect(head.headers.link).toBe(price.headers.link);
  });

  it('leaves API answers and missing files without preloads', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers.link).toBeUndefined();
    const file = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers.link).toBeUndefined();
  });
});
