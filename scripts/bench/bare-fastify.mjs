// The baseline of the API benchmark: a bare Fastify app with one JSON route, nothing else; and a
// second route that sends a constant body of our catalogue's bytes (CATALOGUE_FILE), to show
// what the size of GET /api/products alone costs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const catalogue = process.env.CATALOGUE_FILE
  ? readFileSync(process.env.CATALOGUE_FILE, 'utf8')
  : '[]';
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.get('/bare-catalogue', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(catalogue);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
