/**
 * Debian's nginx started by a test, in the foreground, as the current user, with its own temporary
 * prefix, pid file, error log and temp folders, serving the repository's site config
 * (`proxy/deploy/nginx/forms.conf`) with only its ports and paths changed: the listen address, the
 * upstream's two proxy addresses and the include of the pages' locations. The main config stands in for
 * Debian's `/etc/nginx/nginx.conf` (which loads the Brotli module from modules-enabled and includes
 * sites-enabled in `http`). Needs `nginx-light` and `libnginx-mod-http-brotli-static`, which the test
 * set-up installs (`test/setup/ensure-test-tools.ts`).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The shipped site config. */
export const SITE_CONFIG = fileURLToPath(new URL('../../../../proxy/deploy/nginx/forms.conf', import.meta.url));

/** A loopback port held by a placeholder listener until nginx takes it, so nothing else takes it meanwhile. */
export interface PortReservation {
  port: number;
  /** Closes the placeholder. */
  release(): Promise<void>;
}

/** Holds a free port of 127.0.0.1 until `release()`: the test needs nginx's origin long before nginx starts. */
export function reservePort(): Promise<PortReservation> {
  return new Promise((resolve, reject) => {
    const holder: Server = createServer((socket) => socket.destroy());
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const { port } = holder.address() as { port: number };
      resolve({ port, release: () => new Promise<void>((done) => holder.close(() => done())) });
    });
  });
}

export interface NginxOptions {
  /** The loopback port to listen on, released just before nginx starts. */
  reservation: PortReservation;
  /** The two `forms proxy` addresses of the upstream, e.g. ['127.0.0.1:40001', '127.0.0.1:40002']. */
  proxies: readonly [string, string];
  /** The text of the pages' include (`forms nginx-headers <built folder>`). */
  pagesInclude: string;
}

export interface NginxServer {
  /** e.g. 'http://127.0.0.1:40123' */
  origin: string;
  /** What nginx wrote to its error log so far. */
  errorLog(): Promise<string>;
  /** Stops nginx (SIGQUIT: finish what is under way, then SIGKILL after 5 s) and removes its folder. */
  stop(): Promise<void>;
}

/** `text` with `from` replaced by `to`; throws when the shipped config no longer has `from`. */
function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${SITE_CONFIG} no longer has "${from}", which the rehearsal replaces`);
  return text.replace(from, to);
}

/** The shipped site config with the test's ports and paths. */
async function siteConfig(options: NginxOptions, includePath: string): Promise<string> {
  let text = await readFile(SITE_CONFIG, 'utf8');
  text = replaced(text, '    listen 80;\n', `    listen 127.0.0.1:${options.reservation.port};\n`);
  text = replaced(text, '    listen [::]:80;\n', '');
  text = replaced(text, 'server 127.0.0.1:8080;', `server ${options.proxies[0]};`);
  text = replaced(text, 'server 127.0.0.1:8081;', `server ${options.proxies[1]};`);
  return replaced(text, 'include /etc/nginx/forms-pages.conf;', `include ${includePath};`);
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; rejects after `withinMs`. */
async function listening(port: number, withinMs: number, exited: () => string | undefined): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    const stopped = exited();
    if (stopped !== undefined) throw new Error(`nginx exited before listening: ${stopped}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on port ${port} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts nginx; call `stop()` when done, also when the test fails. */
export async function startNginx(options: NginxOptions): Promise<NginxServer> {
  const prefix = await mkdtemp(join(tmpdir(), 'forms-nginx-'));
  const includePath = join(prefix, 'forms-pages.conf');
  const sitePath = join(prefix, 'forms.conf');
  const errorLogPath = join(prefix, 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`);
  const main = [
    `load_module ${BROTLI_STATIC_MODULE};`,
    // As root nginx would hand its workers to nobody, who cannot read the test's private folders.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...temp.map((line) => `    ${line}`),
    `    include ${sitePath};`,
    '}',
  ].join('\n');
  await writeFile(includePath, options.pagesInclude);
  await writeFile(sitePath, await siteConfig(options, includePath));
  await writeFile(join(prefix, 'nginx.conf'), `${main}\n`);
  const { port } = options.reservation;
  await options.reservation.release();
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log ${errorLogPath} warn;`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let spawnError: Error | undefined;
  // A binary that cannot be started emits 'error' and may never emit 'close'.
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  const stop = async () => {
    if (spawnError === undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
    }
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    const status = () => {
      if (spawnError)
        return `${NGINX} could not be started (${spawnError.message}); install nginx-light and libnginx-mod-http-brotli-static`;
      return child.exitCode !== null || child.signalCode !== null ? `${child.exitCode ?? child.signalCode}: ${stderr}` : undefined;
    };
    await listening(port, 10_000, status);
    // The listener must be this nginx, not a process that took the port after its release.
    const probe = await fetch(`http://127.0.0.1:${port}/`);
    await probe.arrayBuffer();
    if (probe.headers.get('server') !== 'nginx' || status() !== undefined)
      throw new Error(`port ${port} is not served by the test's nginx`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    errorLog: () => readFile(errorLogPath, 'utf8').catch(() => ''),
    stop,
  };
}
