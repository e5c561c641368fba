import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_SECRET } from '../testing/testApp';
import { type TestDatabase, testBackends } from '../testing/testDatabases';

const [pglite] = await testBackends();

/** A client that sends headers announcing a body, a few bytes of it, and then nothing more. */
function slowClient(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/start_password_recovery_actions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"emailOrId":',
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += String(chunk);
      });
      const closed = new Promise<string>((done) => socket.on('close', () => done(answer)));
      resolve({ socket, closed });
    });
    socket.on('error', reject);
  });
}

describe('slow clients (issue 7: request, header and idle timeouts)', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  beforeAll(async () => {
    database = await (pglite as NonNullable<typeof pglite>).create();
    app = await buildApp({
      db: database.handle.db,
      jwtSecret: TEST_SECRET,
      timeouts: { requestMs: 800, headersMs: 600, idleMs: 5_000, checkEveryMs: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('closes connections that never finish their body, and serves normal requests meanwhile', async () => {
    const started = Date.now();
    const slow = await Promise.all(Array.from({ length: 200 }, () => slowClient(port)));
    // While 200 bodies hang, an ordinary request is answered at once.
    const normal = await fetch(`http://127.0.0.1:${port}/api/feature_flags`);
    expect(normal.status).toBe(200);
    const answers = await Promise.all(slow.map((client) => client.closed));
    // Each was cut off by the server (408 Request Timeout), well before a client would give up.
    expect([...new Set(answers.map((answer) => answer.split('\r\n')[0]))]).toEqual([
      'HTTP/1.1 408 Request Timeout',
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('closes a connection whose headers never end', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.on('connect', resolve));
    socket.write('GET /api/feature_flags HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const closedAfter = await new Promise<number>((resolve) => {
      const at = Date.now();
      socket.on('close', () => resolve(Date.now() - at));
      socket.resume();
    });
    expect(closedAfter).toBeLessThan(5_000);
  });
});
