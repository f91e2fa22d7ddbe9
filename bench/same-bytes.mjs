// The reference for cached answers: a bare Fastify route sending, for each path, the bytes the
// shop's server answered for it (asked once from ORIGIN, then kept in memory). A cached answer's
// ratio to it is what the shop costs above Fastify itself: its hooks, cache lookup and headers.
import Fastify from 'fastify';

const origin = process.env.ORIGIN;
const kept = new Map();
const app = Fastify();
app.get('/*', async (request, reply) => {
  let answer = kept.get(request.url);
  if (!answer) {
    const res = await fetch(`${origin}${request.url}`);
    const body = Buffer.from(await res.arrayBuffer());
    answer = { type: res.headers.get('content-type') ?? 'application/json', body };
    kept.set(request.url, answer);
  }
  return reply.type(answer.type).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: 'localhost' });
