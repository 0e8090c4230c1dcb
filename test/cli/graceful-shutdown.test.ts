/**
 * Graceful shutdown of the real `forms serve` process: SIGTERM while a donor's order is being created
 * lets that order finish and be answered, refuses new connections, tells clients on open connections
 * not to reuse them, and exits 0 as soon as the last answer is out; the grace period (SHUTDOWN_GRACE_MS)
 * and a second signal bound the wait.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setSimulatorFault } from '../browser/helpers/sim-faults.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { postOrder } from './helpers/order-post.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawned-server.ts';

/** The child serves the fixture org files (the order it is sent is for one of them). */
const FIXTURE_ARGS = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir];

/**
 * Resolves once the simulator has taken its one-off fault, i.e. the create-order call has reached it;
 * rejects if that has not happened within `withinMs`.
 */
async function faultTaken(url: string, withinMs = 10_000): Promise<void> {
  const until = performance.now() + withinMs;
  while (performance.now() < until) {
    const { fault } = (await (await fetch(`${url}/paypro-sim/__sim/faults`)).json()) as { fault: unknown };
    if (fault === null) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the create-order call had not reached the simulator ${withinMs} ms after the order was posted`);
}

/** Whether a new TCP connection to the server's port is refused (polled for up to `withinMs`). */
async function refusesNewConnections(url: string, withinMs: number): Promise<boolean> {
  const port = Number(new URL(url).port);
  const until = performance.now() + withinMs;
  while (performance.now() < until) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** GET `path` through `agent`; says whether the agent reused an open connection. */
function getThrough(agent: Agent, url: string, path: string): Promise<{ status: number; connection?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket }));
    });
    req.once('error', reject);
    req.once('timeout', () => req.destroy(new Error(`GET ${path} got no answer within 10 s`)));
    req.end();
  });
}

/** Resolves once the server has printed `text` (read as its output comes, not polled). */
function printed(spawned: SpawnedServer, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!spawned.stdout().includes(text)) return;
      spawned.child.stdout?.off('data', check);
      resolve();
    };
    spawned.child.stdout?.on('data', check);
    check();
  });
}

/** The server's JSON log lines. */
function logLines(spawned: SpawnedServer): Record<string, unknown>[] {
  return spawned
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

let server: SpawnedServer | undefined;
test.after.each(async () => {
  await server?.dispose();
  server = undefined;
});

test('SIGTERM during a create-order: the order is answered, new connections are refused, exit 0 right after', async () => {
  server = await spawnServer('serve', {}, FIXTURE_ARGS);
  const { url } = server;
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    assert.is((await getThrough(keepAlive, url, '/healthz')).status, 200);
    // Long enough for the checks below to happen while the order is still being created.
    await setSimulatorFault(url, { mode: 'slow', delayMs: 10_000, times: 1 });
    const order = postOrder(url);
    await faultTaken(url);
    server.child.kill('SIGTERM');
    const signalledAt = performance.now();

    assert.ok(await refusesNewConnections(url, 3_000), 'a new connection was still accepted after SIGTERM');
    const onOpenConnection = await getThrough(keepAlive, url, '/healthz');
    const checkedAt = performance.now();
    assert.equal(onOpenConnection, { status: 200, connection: 'close', reused: true });

    const answer = await order;
    assert.ok('status' in answer, `the order in flight was cut: ${JSON.stringify(answer)}`);
    assert.is(answer.status, 200, answer.body);
    assert.match(answer.body, /"redirectUrl":"http:\/\/127\.0\.0\.1:\d+\/paypro-sim\/pyb-demo\/\?bid=/);
    assert.is(answer.connection, 'close');
    assert.ok(answer.at > checkedAt && checkedAt > signalledAt, 'the order was still in flight while the server drained');

    const exit = await server.exit();
    assert.equal([exit.code, exit.signal], [0, null]);
    // Far below the default 20 s grace period: it did not wait for it once the last answer was out.
    assert.ok(exit.at - answer.at < 10_000, `exited ${Math.round(exit.at - answer.at)} ms after the last answer`);
    const messages = logLines(server).map((line) => line.msg);
    assert.ok(messages.includes('shutting down') && messages.at(-1) === 'stopped', messages.join(', '));
  } finally {
    keepAlive.destroy();
  }
});

test('SHUTDOWN_GRACE_MS bounds the wait: a request still open then is cut and the process exits 0', async () => {
  server = await spawnServer('serve', { SHUTDOWN_GRACE_MS: '400', PAYPRO_TIMEOUT_MS: '30000' }, FIXTURE_ARGS);
  const { url } = server;
  await setSimulatorFault(url, { mode: 'slow', delayMs: 20_000, times: 1 });
  const order = postOrder(url);
  await faultTaken(url);
  server.child.kill('SIGTERM');
  const signalledAt = performance.now();

  const exit = await server.exit();
  assert.equal([exit.code, exit.signal], [0, null]);
  const waited = exit.at - signalledAt;
  // Without the bound it would wait for the 20 s fault to end.
  assert.ok(waited >= 350 && waited < 10_000, `exited ${Math.round(waited)} ms after SIGTERM`);
  assert.ok('error' in (await order), 'the request still open at the end of the grace period was cut');
  // The donor's request and, on this same port, the proxy's create-order call to the simulator.
  const cutLine = logLines(server).find((line) => line.msg === 'grace period over; requests still open were cut');
  assert.is(cutLine?.cut, 2);
  // The order cut short is named, and left unknown in the ledger for reconciliation, not pending.
  const creating = logLines(server).find((line) => line.msg === 'creating order');
  const left = logLines(server).find((line) => String(line.msg).startsWith('orders still in flight at shutdown'));
  assert.equal(left?.orderNumbers, [creating?.orderNumber]);
});

test('a second signal cuts what is still open without waiting for the rest of the grace period', async () => {
  server = await spawnServer('serve', {}, FIXTURE_ARGS);
  const { url } = server;
  await setSimulatorFault(url, { mode: 'slow', delayMs: 20_000, times: 1 });
  const order = postOrder(url);
  await faultTaken(url);
  server.child.kill('SIGTERM');
  await printed(server, '"msg":"shutting down"');
  assert.is(server.child.exitCode, null, 'still draining within the default 20 s grace period');
  server.child.kill('SIGINT');
  const signalledAt = performance.now();

  const exit = await server.exit();
  assert.equal([exit.code, exit.signal], [0, null]);
  // Without it, the 20 s grace period and the 20 s fault would hold it far longer.
  assert.ok(exit.at - signalledAt < 10_000, `exited ${Math.round(exit.at - signalledAt)} ms after the second signal`);
  assert.ok('error' in (await order));
});

test('a malformed SHUTDOWN_GRACE_MS stops the start with a message naming it', async () => {
  try {
    server = await spawnServer('serve', { SHUTDOWN_GRACE_MS: 'soon' });
    assert.unreachable('it started');
  } catch (error) {
    assert.match((error as Error).message, 'SHUTDOWN_GRACE_MS is "soon", which is not a whole number (0 or more)');
  }
});

test.run();
