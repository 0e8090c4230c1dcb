/**
 * The `forms` command line: build, validate, list, env, embed, serve, proxy, removal-requests, unconfirmed-orders,
 * orders (list, export, summary, reconcile, statement), receipts (list, void, reissue, resend, annual), paypro
 * (check), prices (set), ledger (backup, restore, check, migrate).
 * Each command turns its flags into one options object and calls a function; heavy modules load inside
 * the action so `--help` stays instant.
 * Failures set `process.exitCode` in one place (`run`) instead of exiting mid-flight.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { defaultPort } from './default-port.ts';
import { DATA_DIR_HELP, ORGS_HELP, run } from './command-action.ts';
import { addHelpExamples } from './help-examples.ts';
import { ledgerCommands } from './ledger/ledger-command.ts';
import { receiptsCommands } from './receipts/receipts-command.ts';
import { UsageError } from './report-failure.ts';

// `.env` in the working folder is read before anything else, so its settings count like the
// environment's own: PORT too, whose value is the --port default below.
if (existsSync('.env')) process.loadEnvFile('.env');

// A reader that stops early (`forms list | head -5`) closes the pipe: nothing more to say, not a crash.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

/** Collects a repeatable flag's values, e.g. `--org a --org b` -> ['a', 'b']. */
function repeated(value: string, earlier: string[]): string[] {
  return [...earlier, value];
}

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('Use a port number from 0 to 65535.');
  return n;
}

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const program = new Command('forms')
  .description('Donation and payment forms for charities: static pages from orgs/*.yaml, a PayPro proxy.')
  .version(version)
  .showHelpAfterError();

/** Adds what both servers take: --port (default PORT, else its declared default, 8080), --host (default `host`) and --orgs. */
function listening(command: Command, host: string): Command {
  return command
    .option('--port <n>', 'port to listen on (number)', port, defaultPort(process.env))
    .option('--host <host>', 'address to listen on', host)
    .option('--orgs <dir>', ORGS_HELP);
}

program
  .command('build')
  .description('Render the pages of one org (or all) into <out>/<org>/')
  .option('--org <id>', 'build only this org (its file is orgs/<id>.yaml)')
  .option('--all', 'build every org')
  .option('--out <dir>', 'output folder', 'dist')
  .option('--proxy-url <url>', 'proxy API base the pages post to, unless the org file sets proxyUrl (default: /api on the same origin)')
  .option('--orgs <dir>', ORGS_HELP)
  .option('--strict', 'treat every warning about the org files as an error: build nothing and exit 1')
  .action(
    run(async (opts: { org?: string; all?: boolean; out: string; proxyUrl?: string; orgs?: string; strict?: boolean }) => {
      if (!opts.org === !opts.all) throw new UsageError('Say which orgs to build: --org <id> or --all.');
      const { buildCommand } = await import('./build-command.ts');
      await buildCommand({ org: opts.org, out: opts.out, proxyUrl: opts.proxyUrl, orgsDir: opts.orgs, strict: opts.strict });
    }),
  );

program
  .command('validate')
  .description('Check every org file; prints one line per problem as file:line:col path message')
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { orgs?: string }) => {
      const { validateCommand } = await import('./validate-command.ts');
      await validateCommand(opts.orgs);
    }),
  );

program
  .command('list')
  .description('Print every route with its org and form kind')
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { orgs?: string }) => {
      const { listCommand } = await import('./list-command.ts');
      await listCommand(opts.orgs);
    }),
  );

program
  .command('env')
  .description('Print the credential variables the proxy needs for the org files, as lines for .env')
  .option('--org <id>', 'only this org (repeatable: --org a --org b)', repeated, [])
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { org: string[]; orgs?: string }) => {
      const { envCommand } = await import('./env-command.ts');
      await envCommand(opts.orgs, opts.org);
    }),
  );

program
  .command('nginx-headers')
  .description("Print the nginx locations that serve a built folder with its _headers rules' headers, to include in the server block")
  .argument('<folder>', 'the folder forms build wrote (--out), at the path nginx reads it from')
  .option('--org <id>', "only this org's folder, for a server block of its own (repeatable: --org a --org b)", repeated, [])
  .action(
    run(async (folder: string, opts: { org: string[] }) => {
      const { nginxHeadersCommand } = await import('./nginx-headers-command.ts');
      await nginxHeadersCommand(folder, opts.org);
    }),
  );

program
  .command('embed')
  .description("Print the HTML that shows a form inside the charity's own site: a frame and a script that sizes it")
  .requiredOption('--org <id>', 'the org (its file is orgs/<id>.yaml); its file must give siteUrl and embed.origins')
  .requiredOption('--route <route>', 'the form, by its route, e.g. /merchantform/jhrtrust')
  .option('--lang <code>', 'the language of the page to show: en or ur', 'en')
  .option('--origin <origin>', 'the site the snippet goes on, e.g. https://www.example.org: refused unless embed.origins lists it')
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { org: string; route: string; lang: string; origin?: string; orgs?: string }) => {
      const { embedCommand } = await import('./embed-command.ts');
      await embedCommand({ org: opts.org, route: opts.route, lang: opts.lang, origin: opts.origin, orgsDir: opts.orgs });
    }),
  );

listening(
  program
    .command('serve')
    .description('Build every org and serve pages, proxy (/api) and, unless PAYPRO_BASE_URL is set, the PayPro simulator on one port')
    .option('--simulator', 'run the simulator on a --host other machines reach too (it takes no real money and lists donors)')
    .option('--watch', 'rebuild an org when its file (or a template) changes, and reload the open page'),
  '127.0.0.1',
).action(
  run(async (opts: { port: number; host: string; orgs?: string; simulator?: boolean; watch?: boolean }) => {
    const { serveCommand } = await import('./serve-command.ts');
    await serveCommand({
      port: opts.port,
      host: opts.host,
      orgsDir: opts.orgs,
      simulator: 'unless-configured',
      simulatorOnAnyHost: opts.simulator === true,
      watch: opts.watch === true,
    });
  }),
);

listening(
  program
    .command('proxy')
    .description('Run the proxy alone (/api, /healthz, /readyz), for production; needs PAYPRO_BASE_URL, PUBLIC_URL and credentials')
    .option('--org <id>', "serve only this org's forms and ask only for its credentials (repeatable: --org a --org b)", repeated, [])
    .option('--data-dir <dir>', DATA_DIR_HELP),
  '0.0.0.0',
).action(
  run(async (opts: { port: number; host: string; orgs?: string; org: string[]; dataDir?: string }) => {
    const { serveCommand } = await import('./serve-command.ts');
    await serveCommand({
      port: opts.port,
      host: opts.host,
      orgsDir: opts.orgs,
      orgIds: opts.org,
      dataDir: opts.dataDir,
      simulator: 'never',
      pages: false,
      requirePublicUrl: true,
    });
  }),
);

program
  .command('removal-requests')
  .description('List the account removal requests the proxy has recorded: time, request id, email, verified or not')
  .option('--data-dir <dir>', DATA_DIR_HELP)
  .action(
    run(async (opts: { dataDir?: string }) => {
      const { removalRequestsCommand } = await import('./removal-requests-command.ts');
      await removalRequestsCommand({ dataDir: opts.dataDir });
    }),
  );

program
  .command('unconfirmed-orders')
  .description('List the orders whose outcome is still unknown in the ledger: time, order number, org, route, account, reason')
  .option('--data-dir <dir>', DATA_DIR_HELP)
  .action(
    run(async (opts: { dataDir?: string }) => {
      const { unconfirmedOrdersCommand } = await import('./unconfirmed-orders-command.ts');
      await unconfirmedOrdersCommand({ dataDir: opts.dataDir });
    }),
  );

const STATE_HELP = 'only orders in this state (pending, created, rejected, unknown, paid, amount_mismatch, blocked, expired)';

/** Adds the filters `forms orders list|export|summary` share, and --data-dir. */
function orderFilters(command: Command, withState = true): Command {
  command
    .option('--org <id>', 'only this org')
    .option('--from <yyyy-mm-dd>', 'only orders created on or after this day (Karachi time)')
    .option('--to <yyyy-mm-dd>', 'only orders created on or before this day (Karachi time)')
    .option('--data-dir <dir>', DATA_DIR_HELP);
  return withState ? command.option('--route <route>', 'only this form route').option('--state <state>', STATE_HELP) : command;
}

const orders = program.command('orders').description("The ledger's orders: list, export, summary, reconcile, statement");

orderFilters(
  orders.command('list').description('One line per order: created, OrderNumber, org, route, state, amount, PayPro reference'),
).action(
  run(async (opts: Record<string, string | undefined>) => {
    const { ordersListCommand } = await import('./orders/list-command.ts');
    await ordersListCommand(opts);
  }),
);

orderFilters(
  orders
    .command('export')
    .description('Every order as CSV or JSON on stdout (columns in proxy/OPERATIONS.md)')
    .requiredOption('--format <csv|json>', 'csv or json'),
).action(
  run(async (opts: Record<string, string | undefined> & { format: string }) => {
    const { ordersExportCommand } = await import('./orders/export-command.ts');
    await ordersExportCommand(opts);
  }),
);

orderFilters(orders.command('summary').description('Paid orders counted and added up per org, purpose and currency'), false).action(
  run(async (opts: Record<string, string | undefined>) => {
    const { ordersSummaryCommand } = await import('./orders/summary-command.ts');
    await ordersSummaryCommand(opts);
  }),
);

orders
  .command('reconcile')
  .description('Ask PayPro now about every order still followed (created or unknown) and record the answers; needs PAYPRO_BASE_URL')
  .option('--data-dir <dir>', DATA_DIR_HELP)
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { dataDir?: string; orgs?: string }) => {
      const { ordersReconcileCommand } = await import('./orders/reconcile-command.ts');
      await ordersReconcileCommand({ dataDir: opts.dataDir, orgsDir: opts.orgs });
    }),
  );

orders
  .command('statement')
  .description(
    'The donors whose paid total in a tax year is over an amount (the return an approved NPO files): name, address, CNIC, email, gifts, PKR total, zakat and other; other currencies apart',
  )
  .requiredOption('--org <id>', 'the org')
  .requiredOption('--tax-year <year>', 'the tax year, 1 July to 30 June, e.g. 2026-27')
  .requiredOption('--over <PKR>', 'list donors whose PKR total is over this, e.g. 5000 (exactly 5000 is not over)')
  .addOption(new Option('--format <format>', 'table or csv').choices(['table', 'csv']).default('table'))
  .option('--data-dir <dir>', DATA_DIR_HELP)
  .option('--orgs <dir>', ORGS_HELP)
  .action(
    run(async (opts: { org: string; taxYear: string; over: string; format: 'table' | 'csv'; dataDir?: string; orgs?: string }) => {
      const { ordersStatementCommand } = await import('./orders/statement-command.ts');
      await ordersStatementCommand({ ...opts, orgsDir: opts.orgs });
    }),
  );

receiptsCommands(program);
ledgerCommands(program);

const paypro = program.command('paypro').description('The configured PayPro gateway: check');

paypro
  .command('check')
  .description(
    "Rehearse against PAYPRO_BASE_URL (the sandbox): per merchant account, auth, one PKR 1 order, its status by PayProId and by OrderNumber, moab, status again; prints each answer's shape",
  )
  .requiredOption('--org <id>', 'the org whose merchant accounts are checked (credentials as `forms proxy` reads them)')
  .option('--orgs <dir>', ORGS_HELP)
  .option('--live', "allow PayPro's live gateway (api.paypro.com.pk): a real PKR 1 order per account, blocked at once")
  .action(
    run(async (opts: { org: string; orgs?: string; live?: boolean }) => {
      const { payproCheckCommand } = await import('./paypro-check-command.ts');
      await payproCheckCommand({ org: opts.org, orgsDir: opts.orgs, live: opts.live === true });
    }),
  );

const prices = program.command('prices').description("The zakat calculator's gold and silver prices (orgs/zakat/metal-prices.json): set");

prices
  .command('set')
  .description("Write the day's prices per tola after checking them; the pages use them once built again")
  .requiredOption('--gold-24k <PKR per tola>', 'PKR for a tola of 24-karat gold, in digits with at most 2 decimals, e.g. 489362')
  .requiredOption('--silver <PKR per tola>', 'PKR for a tola of silver, e.g. 9782')
  .requiredOption('--date <YYYY-MM-DD>', 'the day in Pakistan the rates are of (not the day of the edit); not in the future')
  .requiredOption(
    '--source <publisher>',
    "the publisher's name, which the calculator shows, e.g. 'All Pakistan Sarafa Gems and Jewellers Association'",
  )
  .option('--source-url <address>', 'where the rates were read (http or https), which that name links to')
  .action(
    run(async (opts: { gold24k: string; silver: string; date: string; source: string; sourceUrl?: string }) => {
      const { pricesSetCommand } = await import('./prices-command.ts');
      await pricesSetCommand(opts);
    }),
  );

addHelpExamples(program);
await program.parseAsync(process.argv);
