/**
 * `forms serve` as tests start it in-process: every fixture org's pages, the proxy and the PayPro
 * simulator on a free port of 127.0.0.1, logging nothing. `env` adds to or overrides the variables
 * (e.g. `FORMS_DATA_DIR`); the caller closes the server it gets.
 */
import { startServer, type RunningServer } from '../../cli/start-server.ts';
import { fixtureOrgsDir } from './fixture-orgs.ts';

export function startFixtureServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    env: { LOG_LEVEL: 'silent', ...env },
    orgsDir: fixtureOrgsDir,
  });
}
