/**
 * `npm run bench` (which compiles the CLI first): prints the machine line, then each section in order,
 * as markdown on stdout (progress on stderr): page loads on a slow phone (`page-loads.ts`), the proxy's
 * own cost against bare Koa (`proxy-throughput.ts`), build time (`build-time.ts`). Sections run one after
 * another so they do not disturb each other's figures; a failing section stops the run (exit code 1).
 * `bench:ledger` and `bench:memory` are separate.
 */
import { buildTimeSection } from './build-time.ts';
import { machineLine } from './machine-line.ts';
import { pageLoadSection } from './page-loads.ts';
import { proxySection } from './proxy-throughput.ts';

process.stdout.write(`${machineLine()}\n`);
for (const section of [pageLoadSection, proxySection, buildTimeSection]) process.stdout.write(`\n${await section()}\n`);
