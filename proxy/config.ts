/**
 * The proxy's configuration, read once from the environment at start, validated and frozen. The
 * variables, their meaning and defaults are declared in `env-variables.ts` (which writes `.env.example`
 * and proxy/OPERATIONS.md's table; a test checks that this module reads no other): the gateway
 * (PROTOCOL.md "Hosts and API generations", "Pay page", "Timeouts and retries", "Auth and token"), the
 * ledger and PayPro's callback, reconciliation, the public edge, removal confirmations by email, and per
 * merchant account the credentials its forms' calls need (`credentialVariables`,
 * `legacyCredentialVariables`) and the pair PayPro's callback carries for it (`callback-config.ts`). An empty value counts as unset, as `.env` files often leave them.
 */
import type { LevelWithSilent } from 'pino';
import type { Org } from '../orgs/types.ts';
import { ConfigProblems, type ProblemSink } from './config-problems.ts';
import { quoted, readOrigins, readPositiveInteger } from './config-values.ts';
import { readSettings, settingFallback } from './env-settings.ts';
import { type CallbackAccount, type CallbackConfig, readCallback } from './callback-config.ts';
import { accountPrefix, credentialVariables, legacyCredentialVariables, variablesOf } from './credential-variables.ts';
import { credentialSetsByAccount } from './orders/merchant-account.ts';
import type { LegacyCredentials, MerchantCredentials } from './paypro/index.ts';
import { dataDirOf } from './ledger/data-dir.ts';
import { isLoopbackHost } from './loopback.ts';

export type { AccountCallbackPair, CallbackConfig, CallbackPair } from './callback-config.ts';
export {
  callbackVariables,
  credentialVariables,
  legacyCredentialVariables,
  orgCredentialVariables,
  type CredentialVariables,
  type LegacyCredentialVariables,
} from './credential-variables.ts';

/** Requests allowed per client IP per minute, by endpoint group (the proxy's rate limits). */
export interface RateLimits {
  /** `POST /api/orders`. */
  readonly orders: number;
  /**
   * `POST /api/membership/lookup` and `POST /api/membership/orders` together: both tell whether an ID
   * is a member. The same number is also each member's budget, whatever the client
   * (`routes/member-budget.ts`).
   */
  readonly lookups: number;
  /** `POST /api/account-removal`: filing a request. */
  readonly removals: number;
  /** The emailed link's page and its confirm button (`GET` and `POST` of the confirmation path). */
  readonly removalConfirmations: number;
  /** `GET /api/orders/<OrderNumber>/status` and `/page`: the thank-you page polls a few times a minute. */
  readonly statusChecks: number;
  /** Every delivery to PayPro's callback path, authenticated or not: generous, PayPro sends them all. */
  readonly callbacks: number;
  /**
   * Deliveries to the callback path with wrong credentials: only these count, but once a client has
   * spent it every delivery of that client is refused until its minute ends (`refusalBudget`).
   */
  readonly callbackRefusals: number;
}

/** The mail server of account removal confirmations and of the mail outbox (receipts, year-end statements). */
export interface SmtpConfig {
  /** e.g. 'smtps://forms:secret@mail.example.org:465'; holds a password, so it is never logged or quoted. */
  readonly url: string;
  /** e.g. 'Donations <no-reply@example.org>'. */
  readonly from: string;
}

export interface ProxyConfig {
  /** Gateway base URL without a trailing slash; undefined means the built-in simulator. */
  readonly payproBaseUrl: string | undefined;
  /** PAYPRO_MARKETPLACE_URL as given; undefined means derived from the base URL by the PayPro client. */
  readonly marketplaceUrl: string | undefined;
  /** Per gateway HTTP call, in milliseconds. */
  readonly timeoutMs: number;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long requests already received may take to finish, in ms. */
  readonly shutdownGraceMs: number;
  /** How long an auth token is reused, in milliseconds. */
  readonly tokenTtlMs: number;
  readonly logLevel: LevelWithSilent;
  /** Absolute folder for what the proxy must keep (the SQLite ledger): FORMS_DATA_DIR or ./var. */
  readonly dataDir: string;
  /** DATABASE_URL: the ledger in PostgreSQL; undefined: SQLite in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** PayPro's server callback: its path and the pairs it accepts; with the simulator, placeholders it also uses. */
  readonly callback: CallbackConfig;
  /** RECONCILE_INTERVAL_SECONDS in ms; 0 turns the reconciliation loop off. */
  readonly reconcileIntervalMs: number;
  /** MAIL_INTERVAL_SECONDS in ms; 0 turns the mail outbox's sender off in this process. */
  readonly mailIntervalMs: number;
  /**
   * RECONCILE_PASS_MS: how long a pass of the loop keeps checking, in ms (default three quarters of the
   * interval, else 45 s), so the donors' own requests keep the rest of each interval.
   */
  readonly reconcilePassMs: number;
  /**
   * RATE_LIMIT_*_PER_MINUTE, per client IP per minute (defaults in `env-variables.ts`). Orders are generous because donors on Pakistani mobile networks share public
   * addresses (carrier NAT); lookups (the membership lookup and renewal together) are tight because
   * each says whether an ID is a member, and they are also counted per member across clients; the
   * callback's are far above what PayPro sends (proxy/OPERATIONS.md, "PayPro's server callback").
   */
  readonly rateLimits: RateLimits;
  /**
   * TRUST_PROXY: the proxy runs behind one load balancer that appends the client's
   * address to X-Forwarded-For, so the client IP is that header's last entry.
   */
  readonly trustProxy: boolean;
  /**
   * PUBLIC_URL's origin, e.g. 'https://pay.example.org': the proxy's address as donors and PayPro reach
   * it, written into every link back to it; requests for another host are refused (`publicHostOnly`).
   * Undefined: `forms serve` uses its own listening address instead (never a request's Host), and
   * `forms proxy` does not start (`LoadOptions.requirePublicUrl`).
   */
  readonly publicUrl: string | undefined;
  /**
   * Where account removal confirmations and the outbox's mail are sent from: SMTP_URL (smtp:// or
   * smtps://, credentials included, never logged) and SMTP_FROM (the sender address). Undefined: no
   * email is sent, removal requests stay unverified, and the outbox's mail waits queued (under the
   * simulator it goes to the local mailbox).
   */
  readonly smtp: SmtpConfig | undefined;
  /** CORS_ORIGINS: origins, besides the org files' own, whose pages may call the proxy from a browser. */
  readonly corsOrigins: readonly string[];
  /**
   * METRICS_HOST and METRICS_PORT: where the metrics listener serves `/metrics` (`startMetricsServer`);
   * undefined when METRICS_PORT is 0 (off). A port of 0 here (tests) takes any free port.
   */
  readonly metrics: { readonly host: string; readonly port: number } | undefined;
  /** The v2 credentials of an account used by a v2 form; throws ConfigError for any other account. */
  credentials(orgId: string, accountKey: string): MerchantCredentials;
  /** The legacy credentials of an account used by a membership form; throws ConfigError for any other. */
  legacyCredentials(orgId: string, accountKey: string): LegacyCredentials;
}

/** The configuration is unusable; `message` names every problem at once, by group (`ConfigProblems`). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** How the configuration is read. */
export interface LoadOptions {
  /**
   * PUBLIC_URL must be set (`forms proxy`, a real deployment): the proxy writes it into every link back
   * to it (PayPro's return to the status page of a form posted without JavaScript, the API a form shown
   * again posts to, the removal confirmation links SMTP_URL sends) and has no other address to use, as
   * no link is built from a request's Host. `forms serve` leaves it false and gives its own address.
   */
  requirePublicUrl?: boolean;
  /**
   * PAYPRO_BASE_URL must be set (`forms proxy`, which never runs the simulator): unset, it is a problem,
   * and the credentials and the callback's pairs are checked as with a gateway, so the one message
   * names them too.
   */
  requireGateway?: boolean;
}

/**
 * Reads and checks the configuration for `orgs`: the settings (numbers, switches, the log level) from
 * their declaration (`readSettings`), the URLs, paths and secrets here. With `PAYPRO_BASE_URL` set, every account used by a
 * form needs every credential of the sets its forms use (`credentialSetsByAccount`); without it,
 * missing ones become simulator placeholders. Throws one ConfigError listing every problem, grouped
 * (`ConfigProblems`: gateway, credentials per org, callback, public origin, database, mail, other
 * settings), never a secret's value: missing variables, a malformed URL, a bad number (SHUTDOWN_GRACE_MS
 * and PORT included), switch or log level, two accounts whose variable names coincide, PayPro's callback
 * without a pair for some account (`readCallback`), PUBLIC_URL unset when `options.requirePublicUrl`
 * asks for it, or PAYPRO_BASE_URL unset when `options.requireGateway` does.
 */
export function loadConfig(env: Record<string, string | undefined>, orgs: Org[], options: LoadOptions = {}): ProxyConfig {
  // Trimmed; an empty value counts as unset, as `.env` files often leave them.
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  const problems = new ConfigProblems();
  const baseUrlSetting = read('PAYPRO_BASE_URL');
  const gateway = problems.in('gateway');
  if (baseUrlSetting === undefined && options.requireGateway === true) gateway.push(MISSING_GATEWAY);
  // Checked as with a gateway whenever one is needed, so a missing URL does not hide the credentials.
  const withGateway = baseUrlSetting !== undefined || options.requireGateway === true;
  const payproBaseUrl = readHttpUrl('PAYPRO_BASE_URL', baseUrlSetting, gateway, BASE_URL_HINT)?.replace(/\/+$/, '');
  const marketplaceUrl = readHttpUrl('PAYPRO_MARKETPLACE_URL', read('PAYPRO_MARKETPLACE_URL'), gateway, MARKETPLACE_HINT);
  const settings = readSettings(read, problems);
  const rateLimits = Object.freeze({
    orders: settings.RATE_LIMIT_ORDERS_PER_MINUTE,
    lookups: settings.RATE_LIMIT_LOOKUPS_PER_MINUTE,
    removals: settings.RATE_LIMIT_REMOVALS_PER_MINUTE,
    removalConfirmations: settings.RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE,
    statusChecks: settings.RATE_LIMIT_STATUS_PER_MINUTE,
    callbacks: settings.RATE_LIMIT_CALLBACKS_PER_MINUTE,
    callbackRefusals: settings.RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE,
  });
  const databaseUrl = readDatabaseUrl(read('DATABASE_URL'), problems.in('database'));
  const reconcileSeconds = settings.RECONCILE_INTERVAL_SECONDS;
  // Three quarters of the interval (of the default one when the loop is off), so donors keep the rest.
  const passFallback = (reconcileSeconds || settingFallback('RECONCILE_INTERVAL_SECONDS')) * 750;
  const reconcilePassMs = readPositiveInteger(
    'RECONCILE_PASS_MS',
    read('RECONCILE_PASS_MS'),
    passFallback,
    problems.of('RECONCILE_PASS_MS'),
  );
  const publicOrigin = problems.in('public origin');
  const publicUrl = readPublicUrl(read('PUBLIC_URL'), publicOrigin);
  const smtp = readSmtp(read('SMTP_URL'), read('SMTP_FROM'), problems.in('mail'));
  if (options.requirePublicUrl === true && read('PUBLIC_URL') === undefined)
    publicOrigin.push(missingPublicUrl(read('SMTP_URL') !== undefined));
  const corsOrigins = Object.freeze(readOrigins('CORS_ORIGINS', read('CORS_ORIGINS'), publicOrigin));
  if (settings.METRICS_PORT > 65_535)
    problems.of('METRICS_PORT').push(`METRICS_PORT must be a port number up to 65535 (or 0: off), not ${settings.METRICS_PORT}.`);

  const accounts = new Map<string, MerchantCredentials>();
  const legacyAccounts = new Map<string, LegacyCredentials>();
  const owners = new Map<string, string>();
  const callbackAccounts: CallbackAccount[] = [];
  for (const org of orgs) {
    const missing = new Set<string>();
    for (const [accountKey, sets] of credentialSetsByAccount(org)) {
      const owner = `${org.id}/${accountKey}`;
      const prefix = accountPrefix(org.id, accountKey);
      const firstVariable = Object.values(variablesOf([...sets][0]!, org.id, accountKey))[0]!;
      const clash = owners.get(prefix);
      if (clash)
        problems.in('credentials', org.id).push(`Accounts ${clash} and ${owner} both read ${firstVariable}; rename one account key.`);
      owners.set(prefix, owner);
      const placeholders = simulatorCredentials(org.id, accountKey);
      const value = (name: string, placeholder: string): string => {
        const found = read(name);
        if (found === undefined && withGateway) missing.add(name);
        return found ?? placeholder;
      };
      if (sets.has('v2')) {
        const names = credentialVariables(org.id, accountKey);
        accounts.set(owner, {
          clientId: value(names.clientId, placeholders.clientId),
          clientSecret: value(names.clientSecret, placeholders.clientSecret),
          merchantId: value(names.merchantId, placeholders.merchantId),
        });
      }
      if (sets.has('legacy')) {
        const names = legacyCredentialVariables(org.id, accountKey);
        legacyAccounts.set(owner, {
          userName: value(names.userName, placeholders.userName),
          password: value(names.password, placeholders.password),
          merchantId: value(names.merchantId, placeholders.merchantId),
          merchantPassword: value(names.merchantPassword, placeholders.merchantPassword),
        });
      }
      const legacy = legacyAccounts.get(owner);
      const merchantId = legacy?.merchantId ?? accounts.get(owner)?.merchantId ?? placeholders.merchantId;
      callbackAccounts.push({ org: org.id, account: accountKey, merchantId, merchantPassword: legacy?.merchantPassword });
    }
    if (missing.size > 0) problems.in('credentials', org.id).push(missingCredentials(org.id, missing, options.requireGateway === true));
  }
  const callback = readCallback(read, settings.PAYPRO_CALLBACK_PATH, withGateway, callbackAccounts, problems.in('callback'));
  if (!problems.empty) throw new ConfigError(problems.message());

  /** A copy of the credentials of `orgId`/`accountKey` in `from`, or a ConfigError naming what is missing. */
  const lookUp = <T extends object>(from: Map<string, T>, orgId: string, accountKey: string, what: string): T => {
    const found = from.get(`${orgId}/${accountKey}`);
    if (found) return { ...found };
    throw new ConfigError(
      `No ${what} form of org ${orgId} uses the merchant account ${accountKey}, so the proxy holds no such credentials for it.`,
    );
  };
  return Object.freeze({
    payproBaseUrl,
    marketplaceUrl,
    timeoutMs: settings.PAYPRO_TIMEOUT_MS,
    shutdownGraceMs: settings.SHUTDOWN_GRACE_MS,
    tokenTtlMs: settings.PAYPRO_TOKEN_TTL_SECONDS * 1000,
    logLevel: settings.LOG_LEVEL,
    dataDir: dataDirOf(env),
    databaseUrl,
    callback,
    reconcileIntervalMs: reconcileSeconds * 1000,
    mailIntervalMs: settings.MAIL_INTERVAL_SECONDS * 1000,
    reconcilePassMs,
    rateLimits,
    trustProxy: settings.TRUST_PROXY,
    publicUrl,
    smtp,
    corsOrigins,
    metrics: settings.METRICS_PORT > 0 ? Object.freeze({ host: settings.METRICS_HOST, port: settings.METRICS_PORT }) : undefined,
    credentials: (orgId: string, accountKey: string) => lookUp(accounts, orgId, accountKey, 'payment'),
    legacyCredentials: (orgId: string, accountKey: string) => lookUp(legacyAccounts, orgId, accountKey, 'membership'),
  });
}

/**
 * Placeholders the simulator accepts; they reach no real gateway. The merchant id ends in the account
 * key, so the simulator can tell scci's `corporate` account apart (see its /cpay/co route).
 */
function simulatorCredentials(orgId: string, accountKey: string): MerchantCredentials & LegacyCredentials {
  const id = `sim-${orgId}-${accountKey}`;
  return {
    clientId: id,
    clientSecret: 'sim-secret',
    merchantId: id,
    userName: id,
    password: 'sim-password',
    merchantPassword: 'sim-password',
  };
}

const MISSING_GATEWAY =
  'PAYPRO_BASE_URL is not set; `forms proxy` takes payments through PayPro only: set it to https://demoapi.paypro.com.pk ' +
  '(the sandbox) or https://api.paypro.com.pk (live). `forms serve` runs the built-in simulator instead.';

/**
 * The sentence naming org `orgId`'s credential variables that are `missing` with a gateway; `forms serve`
 * (not `required`) may also drop the gateway for the simulator.
 */
function missingCredentials(orgId: string, missing: ReadonlySet<string>, required: boolean): string {
  const instead = required ? '' : ', or unset PAYPRO_BASE_URL to use the built-in simulator';
  return (
    `Every merchant account needs its credentials with a gateway, but these variables are not set: ${[...missing].join(', ')}. ` +
    `Set them (npx forms env --org ${orgId} lists them)${instead}.`
  );
}

const BASE_URL_HINT = 'set it to e.g. https://demoapi.paypro.com.pk, or unset it to use the built-in simulator.';
const MARKETPLACE_HINT = 'set it to e.g. https://marketplace.paypro.com.pk/pyb, or unset it to derive it from PAYPRO_BASE_URL.';

/**
 * `value` when it is an https URL, or plain http on this machine (a gateway or simulator on loopback,
 * see `isLoopbackHost`); otherwise a problem naming the variable, then `hint`. A value with an `@`
 * (`https://user:secret@host`, or one that does not even parse, `https://user:pa/ss@host`) is refused
 * as carrying credentials and never quoted: the URL is logged, and PayPro's credentials belong in the
 * account variables.
 */
function readHttpUrl(name: string, value: string | undefined, problems: ProblemSink, hint: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.includes('@')) {
    problems.push(
      `${name} carries a user name or password (user:password@, not quoted here); remove it: PayPro's credentials go in the account variables, and the URL is written to the log.`,
    );
    return undefined;
  }
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    problems.push(`${name} is ${quoted(value)}, which is not an http(s) URL; ${hint}`);
    return undefined;
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    problems.push(
      `${name} is ${quoted(value)}, plain http on another machine; use https:// (plain http is only for a gateway on this machine).`,
    );
    return undefined;
  }
  return value;
}

/**
 * PUBLIC_URL's origin when it is one: https (or plain http on loopback, as `readHttpUrl` allows), no
 * path beyond '/', no query or fragment; otherwise a problem.
 */
function readPublicUrl(value: string | undefined, problems: ProblemSink): string | undefined {
  const hint = 'set it to the address donors and PayPro reach this proxy at, e.g. https://pay.example.org.';
  const url = readHttpUrl('PUBLIC_URL', value, problems, hint);
  if (url === undefined) return undefined;
  const parsed = new URL(url);
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    problems.push(`PUBLIC_URL is ${quoted(url)}, which is more than an origin; ${hint}`);
    return undefined;
  }
  return parsed.origin;
}

/**
 * Why `forms proxy` needs PUBLIC_URL, naming the removal confirmation emails first when `smtp` (SMTP_URL
 * is set): their links would otherwise have no address to point at.
 */
function missingPublicUrl(smtp: boolean): string {
  const why = smtp
    ? 'SMTP_URL is set, so account removal confirmation emails carry links to this proxy, but PUBLIC_URL is not set'
    : 'PUBLIC_URL is not set';
  return (
    `${why}. \`forms proxy\` writes it into every link back to itself (removal confirmation links, PayPro's return ` +
    "address of a form posted without JavaScript, the form shown again) and never takes one from a request's Host; " +
    'set it to the address donors and PayPro reach the proxy at, e.g. https://pay.example.org.'
  );
}

/**
 * SMTP_URL and SMTP_FROM together, or neither: a URL that is not smtp:// or smtps:// is a problem (never
 * quoted: it may hold a password), and so is one of the two without the other.
 */
function readSmtp(url: string | undefined, from: string | undefined, problems: ProblemSink): SmtpConfig | undefined {
  if (url === undefined && from === undefined) return undefined;
  if (url === undefined || from === undefined) {
    problems.push('SMTP_URL and SMTP_FROM go together: set both to send account removal confirmations, or neither.');
    return undefined;
  }
  if (!URL.canParse(url) || !/^smtps?:$/.test(new URL(url).protocol)) {
    problems.push(
      'SMTP_URL is not an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.org:465 (not quoted: it may hold a password).',
    );
    return undefined;
  }
  return { url, from };
}

/** DATABASE_URL when it is a postgres:// or postgresql:// URL; otherwise a problem (never quoting it: it holds a password). */
function readDatabaseUrl(value: string | undefined, problems: ProblemSink): string | undefined {
  if (value === undefined) return undefined;
  if (URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol)) return value;
  problems.push(
    'DATABASE_URL is not a postgres:// or postgresql:// URL; set it to e.g. ' +
      'postgres://forms:secret@db.internal:5432/forms, or unset it to keep the ledger in SQLite in FORMS_DATA_DIR.',
  );
  return undefined;
}
