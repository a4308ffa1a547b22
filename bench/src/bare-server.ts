/** The ceiling: a Fastify route with no plugins, no database, the same envelope. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 0, msg: 'ok', data: null }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
