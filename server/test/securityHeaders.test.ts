import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import securityHeaders from '../src/plugins/external/securityHeaders';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
  frameguard: { action: 'deny' as const },
};

/** The headers of one answer of an app with `plugin` registered, without Fastify's own. */
async function headersWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, connection: _connection, ...headers } = response.headers;
  return headers;
}

test('the headers worked out once are the ones @fastify/helmet sets on every request', async () => {
  const ours = await headersWith((app) => app.register(securityHeaders, OPTIONS));
  const theirs = await headersWith((app) => app.register(fastifyHelmet, OPTIONS));
  expect(ours).toEqual(theirs);
  expect(ours['content-security-policy']).toContain("img-src 'self' data: blob:");
  expect(ours['x-frame-options']).toBe('DENY');
});
