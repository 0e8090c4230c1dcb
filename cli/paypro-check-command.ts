/**
 * `forms paypro check --org <id>`: a rehearsal against the gateway PAYPRO_BASE_URL names (the sandbox,
 * https://demoapi.paypro.com.pk, in practice), so an operator with sandbox credentials learns in one
 * command whether PayPro answers as proxy/paypro/PROTOCOL.md says. For each merchant account of the org
 * it authenticates, creates one PKR 1 order, reads its status by PayProId and by OrderNumber, blocks it
 * (moab) and reads it again (`checkGateway`), printing each step's verdict and each answer's shape:
 * field names and JSON types, no values that identify anyone. Credentials come from the environment
 * and `.env` as `forms proxy` reads them. Exit code 1 when a step failed.
 */
import { loadOrgs } from '../orgs/load-orgs.ts';
import { loadConfig } from '../proxy/config.ts';
import { type GatewayCheckReport, checkGateway } from '../proxy/gateway-check/gateway-check.ts';
import { CHECK_CUSTOMER_NAME } from '../proxy/gateway-check/check-order.ts';
import { credentialSetsByAccount } from '../proxy/orders/merchant-account.ts';
import { createOrderNumberGenerator } from '../proxy/orders/order-number.ts';
import { UsageError } from './report-failure.ts';

export interface PayProCheckOptions {
  /** The org whose merchant accounts are checked. */
  org: string;
  /** Folder of org files; default the project's orgs/. */
  orgsDir?: string;
  /** Allow PayPro's live gateway. */
  live: boolean;
}

/** Some step did not answer as PROTOCOL.md says; the report above says which. */
export class GatewayCheckFailed extends Error {
  override name = 'GatewayCheckFailed';
}

/** PayPro's live API host (PROTOCOL.md "Hosts and API generations"). */
const LIVE_HOST = 'api.paypro.com.pk';

/**
 * Runs the check and prints its report on stdout. Throws OrgFileError for an unknown org, ConfigError
 * for missing credentials, UsageError without PAYPRO_BASE_URL or, without `live`, against the live
 * gateway, and GatewayCheckFailed (after the report) when a step failed.
 */
export async function payproCheckCommand(options: PayProCheckOptions): Promise<void> {
  const [loaded] = await loadOrgs(options.orgsDir, { only: options.org });
  const org = loaded!.org;
  const config = loadConfig(withoutCallbackCredentials(process.env), [org]);
  const baseUrl = config.payproBaseUrl;
  if (baseUrl === undefined) {
    throw new UsageError(
      'PAYPRO_BASE_URL is not set, so there is no gateway to check. Set it to the sandbox, https://demoapi.paypro.com.pk, ' +
        'with the sandbox credentials; to rehearse against the simulator of a running `npm start`, set it to http://127.0.0.1:8080/paypro-sim.',
    );
  }
  if (new URL(baseUrl).hostname === LIVE_HOST && !options.live) {
    throw new UsageError(
      `PAYPRO_BASE_URL is PayPro's live gateway: the check would create a real PKR 1 order in each merchant account (blocked at once). ` +
        'Run it against the sandbox, https://demoapi.paypro.com.pk, or add --live if that is what you mean.',
    );
  }
  if (credentialSetsByAccount(org).size === 0) throw new UsageError(`Org ${org.id} pays into no merchant account: nothing to check.`);
  const now = Date.now;
  const report = await checkGateway({ org, config, newOrderNumber: createOrderNumberGenerator(), now: () => new Date(now()) });
  for (const line of reportLines(org.id, report)) process.stdout.write(`${line}\n`);
  if (report.failed > 0) {
    throw new GatewayCheckFailed(`${report.failed} step(s) did not answer as proxy/paypro/PROTOCOL.md says: see the report above.`);
  }
}

/**
 * The environment with placeholders for the callback's credentials when they are unset: the check
 * receives no callback, and `loadConfig` requires them only because `forms proxy` does.
 */
function withoutCallbackCredentials(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const filled: Record<string, string | undefined> = { ...env };
  for (const name of ['PAYPRO_CALLBACK_USERNAME', 'PAYPRO_CALLBACK_PASSWORD']) {
    if (!filled[name]?.trim()) filled[name] = 'not-used-by-the-check';
  }
  return filled;
}

/** Width of the verdict column. */
const VERDICT_WIDTH = 'inconclusive'.length + 2;

/**
 * The report as printed: a heading, then per account its check order's OrderNumber (ours: a number that
 * identifies nobody, printed so the order can be found in PayPro's merchant panel), one line per step
 * (verdict, step, what it read) with the shape of each answer under it, and what became of the order;
 * then the totals.
 */
export function reportLines(orgId: string, report: GatewayCheckReport): string[] {
  const lines = [`PayPro check of org ${orgId} against ${report.baseUrl}`];
  for (const account of report.accounts) {
    lines.push('');
    if (!account.checked) {
      lines.push(`account ${account.account}: not checked (membership renewals use PayPro's legacy calls, which this check does not make)`);
      continue;
    }
    lines.push(`account ${account.account}: check order ${account.orderNumber} (PKR 1, CustomerName "${CHECK_CUSTOMER_NAME}")`);
    for (const step of account.steps) {
      lines.push(`  ${step.verdict.padEnd(VERDICT_WIDTH)}${step.step}: ${step.note}`);
      for (const answer of step.answers) lines.push(`  ${' '.repeat(VERDICT_WIDTH)}  ${answer}`);
    }
    if (account.order === 'blocked') lines.push('  The check order is blocked: nobody can pay it.');
    if (account.order === 'open') {
      lines.push(`  The check order may still be payable until its due date: block ${account.orderNumber} in PayPro's merchant panel.`);
    }
  }
  const checked = report.accounts.filter((account) => account.checked).length;
  lines.push('', `${checked} account(s) checked: ${report.failed} step(s) failed, ${report.inconclusive} inconclusive.`);
  return lines;
}
