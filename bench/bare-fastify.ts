/**
 * The yardstick for the API's speed: a bare Fastify route (`/`) answering a small JSON object, in
 * a process of its own (no plugins, hooks, logger or compression), as Fastify ships. Run as a child
 * of bench/http.ts; prints "ready <port>".
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
