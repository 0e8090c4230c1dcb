/**
 * Starts `bare-app.ts` (the bare Koa forwarder and echo) as a child process, as `spawnServer` starts
 * `forms proxy`: on 127.0.0.1 at a free port, with only the settings it needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { childEnv } from '../../cli/helpers/child-env.ts';
import { freePort } from '../../helpers/free-port.ts';

export interface BareServer {
  /** e.g. `http://127.0.0.1:40123` */
  url: string;
  child: ChildProcess;
  /** Kills the process and waits for it to exit. */
  dispose(): Promise<void>;
}

const APP = new URL('./bare-app.ts', import.meta.url).pathname;

/**
 * Runs the bare app against the PayPro API at `payproBaseUrl`; resolves once it listens. Rejects (after
 * killing it) if it exits first or takes longer than 30 s.
 */
export async function startBareServer(payproBaseUrl: string): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', APP], {
    env: childEnv({ PORT: String(port), PAYPRO_BASE_URL: payproBaseUrl }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'close');
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the bare app did not start within 30 s:\n${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes('listening on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the bare app exited before listening:\n${output}`));
      });
    });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, child, dispose };
}
