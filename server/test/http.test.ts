import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  tempDir,
  useTestDatabase,
  logCapture,
} from './helpers';

describe.each(databases())('HTTP behaviour on %s', (kind) => {
  const database = useTestDatabase(kind);

  describe('errors', () => {
    let app: ReturnType<typeof buildTestApp>;
    beforeEach(async () => {
      app = buildTestApp(database.db);
      await app.register(async (instance) => {
        instance.get('/api/test/explode', async () => {
          throw new Error('database password is hunter2');
        });
      });
      await app.ready();
    });
    afterEach(() => app.close());

    test('an unknown /api path answers 404 JSON, for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await app.inject({ method, url: '/api/backend/nothingHere?x=1' });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
      // Paths are case-sensitive, as the contract spells them.
      expect((await app.inject({ method: 'GET', url: '/api/backend/GETPLANS' })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'GET', url: '/api' })).json()).toEqual({
        message: 'Not found',
      });
    });

    test('a known path with the wrong method answers 404 JSON', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/merchant/login' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    });

    test('an unexpected error answers 500 without details', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      expect(response.body).not.toMatch(/hunter2|stack|at /);
    });

    test('security headers are set', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/backend/getDistricts' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain(
        'upgrade-insecure-requests',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });

    test('large answers are compressed when the client accepts it', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/backend/getTownships',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('the built SPA', () => {
    let staticDir: string;
    let app: ReturnType<typeof buildTestApp>;
    const INDEX = '<!doctype html><title>Merchant</title><div id="root"></div>';

    beforeAll(async () => {
      staticDir = await tempDir('spa');
      await mkdir(path.join(staticDir, 'assets'));
      await writeFile(path.join(staticDir, 'index.html'), INDEX);
      await writeFile(path.join(staticDir, 'assets', 'main.3f9a1c2b7d.js'), 'console.log("app")');
      await writeFile(path.join(staticDir, 'favicon.ico'), 'icon');
    });
    beforeEach(async () => {
      app = buildTestApp(database.db, { staticDir });
      await app.ready();
    });
    afterEach(() => app.close());

    test('serves index.html at / without caching', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    });

    test('answers index.html for client-side routes', async () => {
      for (const url of [
        '/price',
        '/login?next=1',
        '/additionalFeatures/SocialMedia',
        '/price#features',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    test('serves hashed assets as immutable and other files for revalidation', async () => {
      const asset = await app.inject({ method: 'GET', url: '/assets/main.3f9a1c2b7d.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    test('a missing file is 404, not index.html', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/main.0000000000.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX);
    });

    test('/api paths never fall back to index.html', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
      const districts = await app.inject({ method: 'GET', url: '/api/backend/getDistricts' });
      expect(districts.statusCode).toBe(200);
    });

    test('a STATIC_DIR without index.html answers 503 saying how to build', async () => {
      const empty = await tempDir('no-spa');
      const bare = buildTestApp(database.db, { staticDir: empty });
      try {
        const response = await bare.inject({ method: 'GET', url: '/price' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).toContain('npm run build');
        expect(
          (await bare.inject({ method: 'GET', url: '/api/backend/getplans' })).statusCode,
        ).toBe(200);
      } finally {
        await bare.close();
      }
    });
  });

  test('the log never holds passwords, card data or tokens', async () => {
    const captured = logCapture();
    const app = buildTestApp(database.db, {}, { log: captured });
    await app.register(async (instance) => {
      // A careless future route that logs everything it receives.
      instance.post('/api/test/echo', async (request) => {
        request.log.info({ body: request.body, headers: request.headers }, 'echo');
        request.log.info(request.body as object, 'flat');
        return {};
      });
    });
    try {
      const { token } = await registerMerchant(app, {
        password: 'golden-rock-42',
        password_confirmation: 'golden-rock-42',
      });
      await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: bearer(token),
        payload: {
          password: 'golden-rock-42',
          card: { card_number: '4242424242424242', cvc: '123' },
          cvc: '456',
        },
      });
      const log = captured.text();
      expect(log).toContain('"msg":"echo"');
      expect(log).toContain('[redacted]');
      for (const secret of ['golden-rock-42', '4242424242424242', '"123"', '"456"', token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
