/**
 * `forms paypro check`'s work: for each merchant account of one org, the rehearsal of `checkAccount`
 * against the configured gateway (PAYPRO_BASE_URL), with the credentials the proxy itself reads.
 * Accounts of membership renewal pages speak the legacy protocol, whose order creation needs a member;
 * they are listed as not checked. The check orders are not written to the ledger: they are no one's
 * payment, and the ledger is the charity's book (`forms orders`), which reconciliation would otherwise
 * follow; their OrderNumbers are in the report instead.
 */
import type { Org } from '../../orgs/types.ts';
import type { ProxyConfig } from '../config.ts';
import { credentialSetsByAccount } from '../orders/merchant-account.ts';
import type { Timers } from '../timers.ts';
import { type AccountCheck, checkAccount } from './check-account.ts';

export interface GatewayCheckOptions {
  org: Org;
  /** The proxy's configuration for `org` (`loadConfig`), with PAYPRO_BASE_URL set. */
  config: ProxyConfig;
  /** The proxy's OrderNumber generator (`createOrderNumberGenerator`). */
  newOrderNumber: () => string;
  now: () => Date;
  /** The timers of each call's time limit; default the system's (tests pass a fake clock's). */
  timers?: Timers;
}

/** One account's part of the report. */
export type AccountReport =
  | ({ account: string; checked: true; orderNumber: string } & AccountCheck)
  /** An account only the legacy (membership) calls use. */
  | { account: string; checked: false };

export interface GatewayCheckReport {
  /** The API base checked, e.g. `https://demoapi.paypro.com.pk`. */
  baseUrl: string;
  accounts: AccountReport[];
  /** Steps `failed` over every account. */
  failed: number;
  /** Steps `inconclusive` over every account. */
  inconclusive: number;
}

/**
 * Checks the v2 accounts of `org` one after the other, in org file order. Throws TypeError when the
 * configuration has no gateway (the simulator inside `forms serve` is reached through its URL instead),
 * ConfigError for an account without credentials; a step's gateway failure is in the report, not thrown.
 */
export async function checkGateway(options: GatewayCheckOptions): Promise<GatewayCheckReport> {
  const { org, config } = options;
  const baseUrl = config.payproBaseUrl;
  if (baseUrl === undefined) throw new TypeError('checkGateway needs a configured gateway (PAYPRO_BASE_URL)');
  const accounts: AccountReport[] = [];
  for (const [account, sets] of credentialSetsByAccount(org)) {
    if (!sets.has('v2')) {
      accounts.push({ account, checked: false });
      continue;
    }
    const orderNumber = options.newOrderNumber();
    const check = await checkAccount({
      baseUrl,
      ...(config.marketplaceUrl ? { marketplaceUrl: config.marketplaceUrl } : {}),
      timeoutMs: config.timeoutMs,
      ...(options.timers ? { timers: options.timers } : {}),
      creds: config.credentials(org.id, account),
      orderNumber,
      now: options.now(),
    });
    accounts.push({ account, checked: true, orderNumber, ...check });
  }
  const steps = accounts.flatMap((report) => (report.checked ? report.steps : []));
  return {
    baseUrl,
    accounts,
    failed: steps.filter((step) => step.verdict === 'failed').length,
    inconclusive: steps.filter((step) => step.verdict === 'inconclusive').length,
  };
}
