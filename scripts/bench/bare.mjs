// The peer of the API part of the bench: a bare Fastify route answering the same JSON as
// `GET /api/backend/getplans`, with no plugins, hooks or database. Started and stopped by the bench.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '[]');
const app = Fastify({ logger: false });
app.get('/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
