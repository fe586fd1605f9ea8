// The bench's yardstick, in its own process like the API: Fastify answering a fixed JSON body
// (the patients page's own) with no hooks and no database. Prints its URL on stdout.
import fs from 'node:fs';
import Fastify from 'fastify';

async function main() {
  const body = fs.readFileSync(process.argv[2], 'utf8');
  const bare = Fastify({ logger: false });
  bare.get('/bare', (_req, reply) => reply.type('application/json').send(body));
  console.log(await bare.listen({ port: 0, host: '127.0.0.1' }));
}

void main();
