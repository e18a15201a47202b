// The bench's yardstick: a bare Fastify "hello world" (the server's Fastify, the same Node,
// NODE_ENV=production, logger off), run as its own process on PORT. `npm run bench` loads it the
// way it loads the real server and reports every scenario's rate as a share of this one's, which
// cancels much of a shared machine's load.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
