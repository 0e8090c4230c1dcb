/**
 * Every problem of the proxy's configuration found in one reading, each in its group, so that the
 * operator gets them all in one message instead of one round per fix: the gateway, each org's merchant
 * credentials, PayPro's callback, the public origin, the database, mail, and the other settings. Nothing
 * here sees a value: the readers write each problem's sentence and quote values only through `quoted`
 * (`config-values.ts`), which leaves out anything that may hold a password.
 */
import type { ENV_VARIABLES } from './env-variables.ts';

/** Where a sentence goes: a reader pushes its problems onto one (a plain `string[]` is one too). */
export interface ProblemSink {
  push(...problems: string[]): unknown;
}

/** The groups of the message, in its order; each org's credentials form a group of their own. */
const GROUPS = ['gateway', 'credentials', 'callback', 'public origin', 'database', 'mail', 'other settings'] as const;

export type ProblemGroup = (typeof GROUPS)[number];

type VariableName = (typeof ENV_VARIABLES)[number][number]['name'];

/** The group of each declared variable that is not among the other settings. */
const VARIABLE_GROUPS: Readonly<Partial<Record<VariableName, ProblemGroup>>> = {
  PAYPRO_BASE_URL: 'gateway',
  PAYPRO_MARKETPLACE_URL: 'gateway',
  PAYPRO_TIMEOUT_MS: 'gateway',
  PAYPRO_TOKEN_TTL_SECONDS: 'gateway',
  PAYPRO_CALLBACK_USERNAME: 'callback',
  PAYPRO_CALLBACK_PASSWORD: 'callback',
  PAYPRO_CALLBACK_PATH: 'callback',
  PUBLIC_URL: 'public origin',
  CORS_ORIGINS: 'public origin',
  TRUST_PROXY: 'public origin',
  FORMS_DATA_DIR: 'database',
  DATABASE_URL: 'database',
  SMTP_URL: 'mail',
  SMTP_FROM: 'mail',
  MAIL_INTERVAL_SECONDS: 'mail',
};

/** The group of the declared variable `name`, e.g. 'mail' for SMTP_FROM; 'other settings' for the rest. */
export function groupOf(name: string): ProblemGroup {
  return VARIABLE_GROUPS[name as VariableName] ?? 'other settings';
}

/** The problems of one configuration, by group; `message()` lists them. */
export class ConfigProblems {
  readonly #groups = new Map<string, string[]>();

  /**
   * The sink of `group`; for 'credentials', of org `org`'s (required then), whose heading names it.
   * Headings are made here so the message's order does not depend on the order problems are found in.
   */
  in(group: ProblemGroup, org?: string): ProblemSink {
    const heading = group === 'credentials' ? `credentials of ${org}` : group;
    return {
      push: (...problems: string[]) => {
        const list = this.#groups.get(heading) ?? [];
        list.push(...problems);
        this.#groups.set(heading, list);
      },
    };
  }

  /** The sink of the group of the declared variable `name` (`groupOf`). */
  of(name: string): ProblemSink {
    return this.in(groupOf(name));
  }

  /** True when no problem was found. */
  get empty(): boolean {
    return this.#groups.size === 0;
  }

  /**
   * One message: a first line, then per group with problems its heading (`gateway:`, `credentials of
   * jhrtrust:`, ...) in the order of GROUPS (orgs in the order their problems were found), and each
   * problem on its own line under it, `  - ...`.
   */
  message(): string {
    const rank = (heading: string) => GROUPS.findIndex((group) => heading === group || heading.startsWith(`${group} of `));
    const headings = [...this.#groups.keys()].sort((a, b) => rank(a) - rank(b));
    const lines = headings.flatMap((heading) => [`${heading}:`, ...this.#groups.get(heading)!.map((problem) => `  - ${problem}`)]);
    return ['The proxy cannot start. Every problem found, by group:', ...lines].join('\n');
  }
}
