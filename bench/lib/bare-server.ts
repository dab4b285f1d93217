// The floor the hot reads are compared with: a bare Fastify (no logger, no hooks, no plugins) whose
// routes answer the very bytes the platform answered, with the same headers. Run in its own process
// by the bench: `node --import tsx bench/lib/bare-server.ts <answers.json> <port>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export type BareAnswer = { path: string; headers: Record<string, string | string[]>; bodyBase64: string };

/** Headers the HTTP layer writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const [answersFile, port] = process.argv.slice(2);
if (!answersFile || !port) throw new Error('usage: bare-server.ts <answers.json> <port>');
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as BareAnswer[];

const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
  app.get(answer.path, (_request, reply) => {
    reply.headers(headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
