import Fastify from 'fastify';

/**
 * The baseline of the rate-endpoint bench (issue 8): a bare Fastify route in its own process that
 * reads the same JSON body and answers a small JSON, so "x times bare Fastify" compares the rate
 * endpoint with the framework alone, on the same machine in the same run.
 */
if (!process.send) throw new Error('bench/bareServer.ts is started by bench/run.ts');
const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({ ok: true, size: JSON.stringify(request.body).length }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
// The parent asks for this process's CPU time around the measured run, as of the real server's.
process.on('message', (message) => {
  if (message === 'usage') process.send?.({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
