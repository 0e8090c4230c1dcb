/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temporary folder, `pg_ctl start` on a free
 * loopback port (trust authentication, nothing else listening), `pg_ctl stop` and the folder removed on
 * `stop()`. Uses Debian's server binaries (`/usr/lib/postgresql/<version>/bin`, package postgresql); as
 * root it runs them as the `postgres` user (or `nobody`), since PostgreSQL refuses to run as root.
 * Never falls back to skipping: without the binaries it throws, naming the package to install (the test
 * command's set-up installs it on CI).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** e.g. 'postgres://postgres@127.0.0.1:54321/postgres' */
  url: string;
  /** A new empty database on this server; returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server at once and removes its folder. */
  stop(): Promise<void>;
}

/** The folder of Debian's PostgreSQL server binaries, newest version first; throws when none is installed. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error('PostgreSQL server binaries are missing: run `apt-get install -y postgresql` (npm test does it when run as root).');
  return join(root, newest, 'bin');
}

/** The unprivileged user to run the server as when this process is root, with its uid and gid. */
async function serverUser(): Promise<{ name: string; uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const ids = await run('id', ['-u', name]).then(
      async ({ stdout }) => ({ uid: Number(stdout.trim()), gid: Number((await run('id', ['-g', name])).stdout.trim()) }),
      () => undefined,
    );
    if (ids) return { name, ...ids };
  }
  throw new Error('Running as root, but neither a postgres nor a nobody user exists to run PostgreSQL as.');
}

/** Starts a server; call `stop()` when done (also when the test fails). */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = await serverUser();
  const folder = await mkdtemp(join(tmpdir(), 'forms-pg-'));
  await chmod(folder, 0o700);
  if (user) await chown(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const as = (command: string, args: string[]) =>
    user ? run('runuser', ['-u', user.name, '--', join(bin, command), ...args]) : run(join(bin, command), args);
  const port = await freePort();
  try {
    await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const options = `-h 127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c full_page_writes=off`;
    await as('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '30', 'start']);
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let count = 0;
  return {
    url,
    async createDatabase() {
      count += 1;
      const name = `test_${count}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
