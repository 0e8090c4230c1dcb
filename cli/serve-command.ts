/**
 * `forms serve` and `forms proxy`: start the server and say where it listens (`forms` has read `.env`);
 * `forms serve`, which builds the pages, first warns when the zakat calculator's prices are old
 * (`warnOfOldPrices`).
 * SIGTERM or SIGINT stops it gracefully (`RunningServer.close`) and exits 0; a second signal cuts the
 * requests still open instead of waiting for the rest of the grace period.
 */
import { warnOfOldPrices } from './metal-prices-file.ts';
import { reportFailure } from './report-failure.ts';
import { SIMULATOR_PATH } from '../proxy/server.ts';
import { startServer, type StartServerOptions } from './start-server.ts';

export async function serveCommand(options: Omit<StartServerOptions, 'env'>): Promise<void> {
  if (options.pages !== false) await warnOfOldPrices();
  const server = await startServer(options);
  const shownUrl = server.url.replace('127.0.0.1', 'localhost');
  if (server.simulated) process.stdout.write(simulatorBanner(`${shownUrl}${SIMULATOR_PATH}`));
  process.stdout.write(
    options.pages === false
      ? `The proxy is served at ${shownUrl}/api (health check: ${shownUrl}/healthz)\n`
      : `Forms are served at ${shownUrl}/ (try ${shownUrl}/merchantform/jhrtrust)\n`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return void server.close(0);
    stopping = true;
    // Exits explicitly, so no timer or pooled socket a library left behind keeps a stopped server alive.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        reportFailure(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The lines `forms serve` prints before anything else while the simulator plays PayPro. */
function simulatorBanner(simulatorUrl: string): string {
  const rule = '!'.repeat(76);
  return [
    rule,
    '!!  SIMULATED PAYMENTS: NO REAL MONEY.',
    '!!  PAYPRO_BASE_URL is not set, so every order goes to the built-in PayPro simulator',
    `!!  at ${simulatorUrl}; no donor is charged and no charity is paid.`,
    rule,
    '',
  ].join('\n');
}
