import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, databases, tempDir, useTestDatabase } from './helpers';

/** The SPA's text assets go out compressed by webpack at build time (compression-webpack-plugin). */
describe.each(databases())('precompressed static files on %s', (kind) => {
  const database = useTestDatabase(kind);
  const SCRIPT = `console.log(${JSON.stringify('app '.repeat(500))});`;
  const INDEX = `<!doctype html><title>Merchant</title><div id="root"></div>${' '.repeat(2000)}`;
  let staticDir: string;
  let app: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    staticDir = await tempDir('spa-compressed');
    await mkdir(path.join(staticDir, 'assets'));
    const files: Array<[string, string]> = [
      ['index.html', INDEX],
      ['assets/main.3f9a1c2b7d.js', SCRIPT],
    ];
    for (const [name, text] of files) {
      await writeFile(path.join(staticDir, name), text);
      await writeFile(path.join(staticDir, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(staticDir, `${name}.gz`), gzipSync(text));
    }
  });
  beforeEach(async () => {
    app = buildTestApp(database.db, { staticDir });
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  test('a hashed script goes out as its .br file, cached for a year', async () => {
    const response = await get('/assets/main.3f9a1c2b7d.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  test('gzip for clients without brotli, and the plain file for clients without either', async () => {
    const gzip = await get('/assets/main.3f9a1c2b7d.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(SCRIPT));

    const plain = await get('/assets/main.3f9a1c2b7d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  test('index.html, at / and for client-side routes, is compressed and never cached', async () => {
    for (const url of ['/', '/price']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.rawPayload).toEqual(brotliCompressSync(INDEX));
    }
  });
});
