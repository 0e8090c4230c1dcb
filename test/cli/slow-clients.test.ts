/**
 * A client that trickles its request (a byte every 200 ms, as a slowloris attack does) is cut off once
 * the request time limit has passed, instead of holding its connection for Node's default 300 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { REQUEST_TIMEOUT_MS } from '../../proxy/server.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

let dataDir: string;
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-slow-clients-'));
});
test.after(() => rm(dataDir, { recursive: true, force: true }));

test('a body sent a byte at a time is answered 408 and closed soon after the limit', async () => {
  assert.is(REQUEST_TIMEOUT_MS, 30_000, 'the default the server runs with');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    pages: false,
    env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: dataDir },
    requestTimeoutMs: 1_000,
    orgsDir: fixtureOrgsDir,
  });
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
  const started = performance.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
  socket.write('POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
  const trickle = setInterval(() => socket.writable && socket.write('{'), 200);
  try {
    const lasted = await closed;
    // Well below the 30 s default it would otherwise get: a margin no machine load comes near.
    assert.ok(lasted < 15_000, `the connection lasted ${Math.round(lasted)} ms`);
    assert.match(answer, /^HTTP\/1\.1 408 /);
  } finally {
    clearInterval(trickle);
    socket.destroy();
    await server.close(0);
  }
});

test.run();
