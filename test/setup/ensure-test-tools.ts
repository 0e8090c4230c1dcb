/**
 * Runs before `npm test`: the suite needs Debian's Chromium (browser tests), PostgreSQL's server
 * binaries (the ledger's PostgreSQL tests start a throwaway server), Debian's Noto fonts (the Urdu
 * pages' Nastaliq and Naskh, `fonts-noto-core`: without them Chromium draws some Urdu letters as boxes,
 * and the browser tests check Urdu text in the font many phones use) and a Java runtime (the W3C Nu HTML
 * Checker, npm `vnu-jar`, checks every built page: `test/build/valid-html.test.ts`), systemd-analyze
 * (it checks the proxy's service unit, `proxy/deploy/forms-proxy.service`) and promtool (Debian's
 * `prometheus` package: it checks the alerting rules, `proxy/deploy/alerts.yml`) and nginx with its
 * Brotli module (`nginx-light`, `libnginx-mod-http-brotli-static`: the deployment rehearsal serves the
 * built pages and the proxies through `proxy/deploy/nginx/forms.conf`; it starts its own nginx, so no
 * nginx service needs to run). Where one is
 * missing and this runs as root (a fresh CI machine), it installs them with apt-get; otherwise it stops
 * at once with the one command to run. No test ever skips for want of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const POSTGRES_ROOT = '/usr/lib/postgresql';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const PROMTOOL = '/usr/bin/promtool';
const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** A font file of `fonts-noto-core` (Debian 12), which also holds Noto Naskh Arabic. */
const NASTALIQ_FONT = '/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf';

function hasPostgresServer(): boolean {
  if (!existsSync(POSTGRES_ROOT)) return false;
  return readdirSync(POSTGRES_ROOT).some((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')));
}

/** Whether `java` runs from PATH (any version Debian ships is recent enough for the checker, which needs 11). */
function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(hasPostgresServer() ? [] : ['postgresql']),
  ...(existsSync(NASTALIQ_FONT) ? [] : ['fonts-noto-core']),
  ...(hasJava() ? [] : ['default-jre-headless']),
  // systemd-analyze checks the proxy's service unit.
  ...(existsSync(SYSTEMD_ANALYZE) ? [] : ['systemd']),
  // promtool checks the alerting rules.
  ...(existsSync(PROMTOOL) ? [] : ['prometheus']),
  // nginx serves the deployment rehearsal; the light build is enough, the Brotli module is apart.
  ...(existsSync(NGINX) ? [] : ['nginx-light']),
  ...(existsSync(BROTLI_STATIC_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
];

if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `The tests need ${missing.join(' and ')}, which this machine lacks. Run: sudo apt-get update && sudo ${install}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing ${missing.join(' and ')} for the tests (${install})\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      process.stderr.write(
        `apt-get ${args.join(' ')} failed (exit ${result.status}); install ${missing.join(' and ')} by hand and run the tests again.\n`,
      );
      process.exit(1);
    }
  }
}
