/**
 * Every environment variable `forms serve` and `forms proxy` read, declared once: `.env.example` and the
 * variable table of proxy/OPERATIONS.md are generated from this list (`npm run docs:env`, `env-docs.ts`),
 * and a test fails when either is stale or when `loadConfig` reads a variable missing here. A variable
 * holding a number, a switch, a log level or a path declares its kind and default here (`setting`), the one
 * place that default is written: `env-settings.ts` reads and checks them all at once, and the documents
 * show the default from it. The others (URLs, paths, secrets) are read and checked in `config.ts`. The
 * credentials of the merchant accounts are per org file: `forms env` prints them (`credential-variables.ts`).
 */
import type { LevelWithSilent } from 'pino';

/** How a setting's value is read, and its value when unset or empty. */
export type EnvSetting =
  /** A whole number above 0, e.g. '15000'. */
  | { readonly kind: 'positive'; readonly fallback: number }
  /** A whole number, 0 included. */
  | { readonly kind: 'whole'; readonly fallback: number }
  /** 'true' or 'false', in any letter case. */
  | { readonly kind: 'boolean'; readonly fallback: boolean }
  /** One of pino's levels, in any letter case. */
  | { readonly kind: 'logLevel'; readonly fallback: LevelWithSilent }
  /** Text as given, spaces around removed; whoever uses it checks its shape. */
  | { readonly kind: 'text'; readonly fallback: string };

/** One variable: what the operator reads about it, and what `.env.example` sets it to. */
export interface EnvVariable {
  readonly name: string;
  /** One or two sentences: what it is and what it changes. Markdown code spans allowed. */
  readonly meaning: string;
  /** Its kind and default, for a number, a switch, a log level or a path; `default` and `example` then follow from it. */
  readonly setting?: EnvSetting;
  /** The default in words, e.g. 'unset: SQLite'; for a setting, its fallback unless given. */
  readonly default?: string;
  /** The value `.env.example` gives it, e.g. '' (none); for a setting, its fallback unless given. */
  readonly example?: string;
}

/** Groups of variables, in the order `.env.example` lists them (a blank line between two groups). */
export const ENV_VARIABLES = [
  [
    {
      name: 'PAYPRO_BASE_URL',
      meaning:
        'PayPro API base: `https://demoapi.paypro.com.pk` (sandbox) or `https://api.paypro.com.pk` (live). Unset: `forms serve` uses ' +
        'the built-in simulator and needs no credentials.',
      default: 'unset',
      example: '',
    },
    {
      name: 'PAYPRO_MARKETPLACE_URL',
      meaning: 'Pay page for membership payments the gateway answers without a Click2Pay link.',
      default: '`https://marketplace.paypro.com.pk/pyb-demo/` for the sandbox, `.../pyb` for live, the simulator’s page otherwise',
      example: '',
    },
    {
      name: 'PUBLIC_URL',
      meaning:
        'The origin donors and PayPro reach the proxy at, e.g. `https://pay.example.org`. The proxy writes only this origin into ' +
        'the links back to itself (removal confirmation links, PayPro’s return to a form posted without JavaScript) and answers ' +
        '400 to a request for any other host (except /healthz, /readyz and the callback path).',
      default: 'required by `forms proxy`; `forms serve`: the address it listens at, never a request’s Host',
      example: '',
    },
    {
      name: 'SMTP_URL',
      meaning:
        'The mail server of account removal confirmations and of the mail outbox (receipts, year-end statements), an smtp:// or ' +
        'smtps:// URL with its login, e.g. `smtps://forms:secret@mail.example.org:465`. Set it and SMTP_FROM, or neither.',
      default:
        'unset: removal requests stay unverified (`forms removal-requests` says so) and receipt mail waits queued; under the ' +
        'simulator, mail goes to its local mailbox (`/paypro-sim/mail`)',
      example: '',
    },
    {
      name: 'SMTP_FROM',
      meaning: 'The sender of those emails, e.g. `Donations <no-reply@example.org>`.',
      default: 'unset',
      example: '',
    },
  ],
  [
    { name: 'PORT', meaning: 'Port the server listens on (the `--port` flag wins).', setting: { kind: 'positive', fallback: 8080 } },
    {
      name: 'METRICS_PORT',
      meaning:
        'Port of the metrics listener: `GET /metrics` in Prometheus’ text format, on its own server at METRICS_HOST, never on the ' +
        'public port (PORT must differ). `0` turns it off.',
      default: 'unset or `0`: off',
      setting: { kind: 'whole', fallback: 0 },
    },
    {
      name: 'METRICS_HOST',
      meaning:
        'Address the metrics listener binds to. Keep it on loopback (a Prometheus on the same machine) or a private interface: ' +
        'the metrics are for operators, not donors.',
      setting: { kind: 'text', fallback: '127.0.0.1' },
    },
    {
      name: 'PAYPRO_TIMEOUT_MS',
      meaning: 'Time allowed for each PayPro call, in milliseconds.',
      setting: { kind: 'positive', fallback: 15_000 },
    },
    {
      name: 'PAYPRO_TOKEN_TTL_SECONDS',
      meaning: 'How long an auth token is reused before asking PayPro for a new one, in seconds.',
      setting: { kind: 'positive', fallback: 600 },
    },
    {
      name: 'LOG_LEVEL',
      meaning: 'Log level: fatal, error, warn, info, debug, trace or silent.',
      setting: { kind: 'logLevel', fallback: 'info' },
    },
  ],
  [
    {
      name: 'FORMS_DATA_DIR',
      meaning:
        'Folder of the ledger’s SQLite file `ledger.sqlite3` (every order, its state, idempotency keys, PayPro’s callbacks, ' +
        'account removal requests) when DATABASE_URL is unset. Keep it on persistent, private storage: it holds donors’ names, ' +
        'emails and phone numbers.',
      default: '`var/` in the working directory',
      example: '',
    },
    {
      name: 'DATABASE_URL',
      meaning:
        'PostgreSQL for the ledger, e.g. `postgres://forms:secret@db.internal:5432/forms`: needed to run several proxy processes ' +
        'behind a load balancer.',
      default: 'unset: SQLite in FORMS_DATA_DIR (one process)',
      example: '',
    },
    {
      name: 'PAYPRO_CALLBACK_USERNAME',
      meaning:
        'A username agreed with PayPro for its server callback for every merchant account: a delivery carrying it and ' +
        'PAYPRO_CALLBACK_PASSWORD may settle any order. Each account may instead have its own pair (`_CALLBACK_USERNAME`, ' +
        '`_CALLBACK_PASSWORD` below), which settles only its orders; both kinds are accepted.',
      default: 'unset; with PAYPRO_BASE_URL, required (with the password) unless every account has its own pair',
      example: '',
    },
    {
      name: 'PAYPRO_CALLBACK_PASSWORD',
      meaning: 'The password of that pair (compared in constant time; never logged or stored). Set both or neither.',
      default: 'unset',
      example: '',
    },
    {
      name: 'PAYPRO_CALLBACK_PATH',
      meaning: 'Where the proxy takes PayPro’s callback.',
      setting: { kind: 'text', fallback: '/paypro/uis' },
    },
    {
      name: 'RECONCILE_INTERVAL_SECONDS',
      meaning:
        'Seconds between two reconciliation passes (orders created or of unknown outcome are checked at PayPro with a backoff ' +
        'of 1, 5, 30 minutes, then hourly, until paid, blocked or expired); `0` turns the loop off.',
      setting: { kind: 'whole', fallback: 60 },
    },
    {
      name: 'RECONCILE_PASS_MS',
      meaning:
        'How long one reconciliation pass keeps checking orders, in milliseconds; the orders still due then wait for the next ' +
        'pass (passes start every interval, newest orders first).',
      default: 'three quarters of the interval: 45000',
      example: '',
    },
    {
      name: 'MAIL_INTERVAL_SECONDS',
      meaning:
        'Seconds between two passes of the mail outbox (receipts, year-end statements), each sending the mail due; `0` turns ' +
        'sending off in this process (its mail waits queued for another process to send).',
      setting: { kind: 'whole', fallback: 5 },
    },
    {
      name: 'SHUTDOWN_GRACE_MS',
      meaning: 'After SIGTERM, how long requests already received may take to finish, in milliseconds.',
      // It covers one gateway call (PAYPRO_TIMEOUT_MS) plus time to answer: an order whose create-order
      // call is under way when the signal comes (the proxy logs 'creating order' just before sending it),
      // or starts at once on a cached token, ends with PayPro's answer or our own timeout message rather
      // than a cut connection. It does not cover two calls in a row: an order that must first fetch a
      // token may take up to 15 s for auth and 15 s for create-order, so it can be cut while its
      // create-order is in flight; the order may then exist at PayPro although the donor got no answer,
      // and its 'creating order' log line with no outcome after it is what the operator follows up. Kept
      // below the 30 s most orchestrators wait before SIGKILL; to cover both calls, raise it above twice
      // PAYPRO_TIMEOUT_MS, and the orchestrator's wait with it.
      setting: { kind: 'whole', fallback: 20_000 },
    },
  ],
  [
    {
      name: 'RATE_LIMIT_ORDERS_PER_MINUTE',
      meaning:
        'Requests per client IP per minute to `POST /api/orders` (mobile donors share addresses); over it the proxy answers ' +
        '429 with Retry-After.',
      setting: { kind: 'positive', fallback: 60 },
    },
    {
      name: 'RATE_LIMIT_LOOKUPS_PER_MINUTE',
      meaning:
        'Requests per client IP per minute to `POST /api/membership/lookup` and `/api/membership/orders` together (each ' +
        'answer says whether an ID is a member); the same number is each member’s budget, whatever the client.',
      setting: { kind: 'positive', fallback: 10 },
    },
    {
      name: 'RATE_LIMIT_REMOVALS_PER_MINUTE',
      meaning: 'Requests per client IP per minute to `POST /api/account-removal` (filing a removal request).',
      setting: { kind: 'positive', fallback: 5 },
    },
    {
      name: 'RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE',
      meaning:
        'Requests per client IP per minute to the emailed removal link, its page and its confirm button together; a budget of its ' +
        'own, so filing requests cannot use it up, nor confirmations the filing budget.',
      setting: { kind: 'positive', fallback: 10 },
    },
    {
      name: 'RATE_LIMIT_STATUS_PER_MINUTE',
      meaning: 'Requests per client IP per minute to the order status API, JSON and page (a thank-you page polls while it waits).',
      setting: { kind: 'positive', fallback: 120 },
    },
    {
      name: 'RATE_LIMIT_CALLBACKS_PER_MINUTE',
      meaning:
        'Deliveries per client IP per minute to PayPro’s callback path, authenticated or not. PayPro sends one per payment event ' +
        'from its own servers, so keep it far above the most payments a minute an appeal brings.',
      setting: { kind: 'positive', fallback: 600 },
    },
    {
      name: 'RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE',
      meaning:
        'Callback deliveries with a wrong username or password per client IP per minute; once a client has sent that many, every ' +
        'delivery from it is answered 429 until its minute ends. PayPro’s own deliveries never count.',
      setting: { kind: 'positive', fallback: 10 },
    },
    {
      name: 'TRUST_PROXY',
      meaning:
        '`true` when the proxy runs behind one load balancer or reverse proxy that appends the client’s address to ' +
        'X-Forwarded-For (the rate limits then count that address); `false` when clients connect directly.',
      setting: { kind: 'boolean', fallback: false },
    },
    {
      name: 'CORS_ORIGINS',
      meaning:
        'Comma-separated origins (scheme://host[:port], e.g. `https://donate.example.org`) whose pages may call the proxy from ' +
        'a browser, besides each org file’s siteUrl and allowedOrigins.',
      default: 'none',
      example: '',
    },
  ],
] as const satisfies readonly (readonly EnvVariable[])[];

/**
 * The merchant credentials, by suffix of `PAYPRO_<ORG>_<ACCOUNT>`: the table's last rows. `default`
 * (in words) for the optional ones; the others are required with PAYPRO_BASE_URL.
 */
export const CREDENTIAL_SUFFIXES: readonly { suffix: string; meaning: string; default?: string }[] = [
  { suffix: '_CLIENT_ID', meaning: 'client id of a merchant account a payment form pays into' },
  { suffix: '_CLIENT_SECRET', meaning: 'client secret of that account' },
  { suffix: '_MERCHANT_ID', meaning: 'PayPro merchant id (username) of that account' },
  {
    suffix: '_USERNAME',
    meaning: 'for an account of a membership renewal page (PayPro’s older protocol): the user of the member lookup (`/cpay/gcd`)',
  },
  { suffix: '_PASSWORD', meaning: 'its password' },
  {
    suffix: '_MERCHANT_PASSWORD',
    meaning: 'for such an account: the password paired with `_MERCHANT_ID` for the legacy create-order (`/cpay/co`)',
  },
  {
    suffix: '_CALLBACK_USERNAME',
    meaning: 'the username PayPro’s server callback carries for that account’s payments (a delivery with its pair settles only its orders)',
    default: 'the account’s `_MERCHANT_ID`',
  },
  {
    suffix: '_CALLBACK_PASSWORD',
    meaning: 'the password that callback carries for it, usually the merchant’s PayPro account password',
    default:
      'a membership account’s `_MERCHANT_PASSWORD`; otherwise unset (no pair of its own), and then, with `PAYPRO_BASE_URL`, ' +
      '`PAYPRO_CALLBACK_USERNAME`/`_PASSWORD` are required',
  },
];

/** Every declared variable's name, in order. */
export const ENV_VARIABLE_NAMES: readonly string[] = ENV_VARIABLES.flat().map((variable) => variable.name);

/** The default `variable` documents: `default`, else its setting's fallback. */
export function defaultWords(variable: EnvVariable): string {
  return variable.default ?? String(variable.setting?.fallback ?? '');
}

/** The value `.env.example` gives `variable`: `example`, else its setting's fallback. */
export function exampleValue(variable: EnvVariable): string {
  return variable.example ?? String(variable.setting?.fallback ?? '');
}
