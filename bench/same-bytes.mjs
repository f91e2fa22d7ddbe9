// The reference for cached answers: a bare Fastify route sending, for each path, the bytes the
// shop's server answered for it (asked once from ORIGIN, then kept in memory): its body and its
// headers, so that both servers put the same bytes on the wire and the load generator reads the
// same. A cached answer's ratio to it is what the shop costs above Fastify itself: its hooks and
// the cache lookup (the catalog's versions are kept in memory, moved by notifications).
import Fastify from 'fastify';

const origin = process.env.ORIGIN;
/** Written by Node for each answer, on both servers alike. */
const PER_ANSWER = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);
const kept = new Map();
const app = Fastify();
app.get('/*', async (request, reply) => {
  let answer = kept.get(request.url);
  if (!answer) {
    // As the load generator asks: without Accept-Encoding, so the answer is the plain one.
    const res = await fetch(`${origin}${request.url}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
    answer = { headers, body };
    kept.set(request.url, answer);
  }
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: 'localhost' });
