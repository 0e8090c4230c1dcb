/**
 * The examples that end `forms --help` and each command's help, two or three ready-to-run lines each,
 * as Vite's and Eleventy's help end: the quickest answer to "how do I…" is a line to copy.
 * Keyed by the command's path (`''` for `forms` itself, `'orders list'`).
 */
import type { Command } from 'commander';

const PRICES_SET = [
  "forms prices set --gold-24k 489362 --silver 9782 --date 2026-06-01 --source 'All Pakistan Sarafa Gems and Jewellers Association'",
  "forms prices set --gold-24k 489362 --silver 9782 --date 2026-06-01 --source 'APSGJA' --source-url https://example.org/rates",
];
const PAYPRO_CHECK = ['forms paypro check --org jhrtrust', 'forms paypro check --org jhrtrust --live'];

const EXAMPLES: Record<string, readonly string[]> = {
  '': ['forms serve --watch', 'forms validate', 'forms build --all --out public'],
  build: [
    'forms build --all --out public',
    'forms build --org jhrtrust --out dist',
    'forms build --all --strict --proxy-url https://pay.example.org/api',
  ],
  validate: ['forms validate', 'forms validate --orgs ../our-orgs'],
  list: ['forms list', 'forms list | grep merchantform'],
  env: ['forms env >> .env', 'forms env --org jhrtrust --org scci >> .env', 'forms env --orgs ../our-orgs'],
  'nginx-headers': [
    'forms nginx-headers /var/www/forms > /etc/nginx/forms-pages.conf',
    'forms nginx-headers /var/www/forms --org jhrtrust > /etc/nginx/forms-jhrtrust.conf',
    'forms nginx-headers dist',
  ],
  embed: [
    'forms embed --org jhrtrust --route /merchantform/jhrtrust',
    'forms embed --org jhrtrust --route /merchantform/jhrtrust --lang ur --origin https://www.jhrtrust.org',
  ],
  serve: ['forms serve', 'forms serve --watch', 'forms serve --port 3000 --orgs ../our-orgs'],
  proxy: ['forms proxy', 'forms proxy --org jhrtrust --org scci', 'forms proxy --port 8080 --orgs /srv/forms/orgs'],
  'removal-requests': ['forms removal-requests', 'forms removal-requests --data-dir /var/lib/forms'],
  'unconfirmed-orders': ['forms unconfirmed-orders', 'forms unconfirmed-orders --data-dir /var/lib/forms'],
  orders: [
    'forms orders list --state paid --from 2026-06-01',
    'forms orders export --format csv > orders.csv',
    'forms orders statement --org jhrtrust --tax-year 2026-27 --over 5000',
  ],
  'orders list': ['forms orders list --org jhrtrust --state created', 'forms orders list --from 2026-06-01 --to 2026-06-30'],
  'orders export': ['forms orders export --format csv > orders.csv', 'forms orders export --format json --org jhrtrust --state paid'],
  'orders summary': ['forms orders summary --from 2026-06-01 --to 2026-06-30', 'forms orders summary --org jhrtrust'],
  'orders reconcile': ['forms orders reconcile', 'forms orders reconcile --data-dir /var/lib/forms'],
  'orders statement': [
    'forms orders statement --org jhrtrust --tax-year 2026-27 --over 5000',
    'forms orders statement --org jhrtrust --tax-year 2026-27 --over 5000 --format csv > donors-2026-27.csv',
  ],
  receipts: [
    'forms receipts list --org jhrtrust --tax-year 2026-27',
    'forms receipts void JHR-2026-27-000123 --reason "donor\'s name misspelt"',
    'forms receipts reissue JHR-2026-27-000123 --name "Ayesha Khan"',
  ],
  'receipts list': [
    'forms receipts list --org jhrtrust --tax-year 2026-27',
    'forms receipts list --org jhrtrust --tax-year 2026-27 --format csv > receipts-2026-27.csv',
  ],
  'receipts void': [
    'forms receipts void JHR-2026-27-000123 --reason "donor\'s name misspelt"',
    'forms receipts void JHR-2026-27-000123 --reason "paid twice; refunded" --data-dir /var/lib/forms',
  ],
  'receipts reissue': [
    'forms receipts reissue JHR-2026-27-000123 --name "Ayesha Khan"',
    'forms receipts reissue JHR-2026-27-000123 --email ayesha@example.org --cnic 35202-1234567-1',
  ],
  'receipts resend': ['forms receipts resend JHR-2026-27-000124', 'forms receipts resend JHR-2026-27-000124 --data-dir /var/lib/forms'],
  'receipts annual': [
    'forms receipts annual --org jhrtrust --tax-year 2026-27',
    'forms receipts annual --org jhrtrust --tax-year 2026-27 --out statements --send',
  ],
  ledger: ['forms ledger backup /srv/backups/ledger-$(date +%F).sqlite3', 'forms ledger check', 'forms ledger migrate --dry-run'],
  'ledger backup': [
    'forms ledger backup /srv/backups/ledger-$(date +%F).sqlite3',
    'forms ledger backup ledger.sqlite3 --force --data-dir /var/lib/forms',
  ],
  'ledger restore': [
    'forms ledger restore /srv/backups/ledger-2026-11-26.sqlite3',
    'forms ledger restore ledger.sqlite3 --data-dir /var/lib/forms',
  ],
  'ledger check': ['forms ledger check', 'forms ledger check --data-dir /var/lib/forms'],
  'ledger migrate': ['forms ledger migrate --dry-run', 'forms ledger migrate --data-dir /var/lib/forms'],
  paypro: PAYPRO_CHECK,
  'paypro check': PAYPRO_CHECK,
  prices: PRICES_SET,
  'prices set': PRICES_SET,
};

/** The command's path under `forms`: '' for `forms`, 'orders list' for `forms orders list`. */
function pathOf(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at?.parent; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * Ends the help of `program` and of every command under it with its examples (`Examples:` and one
 * `  $ forms …` line each).
 * @throws Error naming a command that has no examples here, so none ships without them.
 */
export function addHelpExamples(program: Command): void {
  const visit = (command: Command) => {
    const path = pathOf(command);
    const examples = EXAMPLES[path];
    if (!examples) throw new Error(`forms ${path} has no help examples in cli/help-examples.ts`);
    command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`);
    for (const sub of command.commands) visit(sub);
  };
  visit(program);
}
