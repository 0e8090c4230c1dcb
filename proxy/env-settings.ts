/**
 * The settings of the environment (the declared variables with a `setting` in `env-variables.ts`: the
 * numbers, switches, the log level and the callback's path), read and checked all at once from that
 * declaration. An unset one takes its declared fallback.
 */
import type { LevelWithSilent } from 'pino';
import type { ConfigProblems, ProblemSink } from './config-problems.ts';
import { quoted, readBoolean, readPositiveInteger, readWholeNumber } from './config-values.ts';
import { ENV_VARIABLES, type EnvSetting } from './env-variables.ts';

type Declared = (typeof ENV_VARIABLES)[number][number];
type WithSetting = Extract<Declared, { setting: EnvSetting }>;
type ValueOf<S extends EnvSetting> = S['kind'] extends 'boolean'
  ? boolean
  : S['kind'] extends 'logLevel'
    ? LevelWithSilent
    : S['kind'] extends 'text'
      ? string
      : number;

/** Each setting's value by variable name, e.g. `PAYPRO_TIMEOUT_MS: 15000`, `TRUST_PROXY: false`. */
export type EnvSettings = { readonly [V in WithSetting as V['name']]: ValueOf<V['setting']> };

const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Every setting's value, each variable's text given by `read` (`loadConfig`'s: trimmed, an empty value
 * counting as unset, as `.env` files often leave them). For each unusable value, one sentence naming the
 * variable (and the value, through `quoted`) is added to `problems`, in the variable's group, and the
 * fallback is used, so the caller reports every problem at once.
 */
export function readSettings(read: (name: string) => string | undefined, problems: ConfigProblems): EnvSettings {
  const settings: Record<string, unknown> = {};
  for (const variable of ENV_VARIABLES.flat()) {
    if (!('setting' in variable)) continue;
    settings[variable.name] = readSetting(variable.name, variable.setting, read(variable.name), problems.of(variable.name));
  }
  return settings as EnvSettings;
}

function readSetting(name: string, setting: EnvSetting, value: string | undefined, problems: ProblemSink): unknown {
  switch (setting.kind) {
    case 'positive':
      return readPositiveInteger(name, value, setting.fallback, problems);
    case 'whole':
      return readWholeNumber(name, value, setting.fallback, problems);
    case 'boolean':
      return readBoolean(name, value, setting.fallback, problems);
    case 'logLevel':
      return readLogLevel(name, value, setting.fallback, problems);
    case 'text':
      return value ?? setting.fallback;
  }
}

/** One of pino's levels in any letter case, e.g. 'debug'; `fallback` when unset. */
function readLogLevel(name: string, value: string | undefined, fallback: LevelWithSilent, problems: ProblemSink): LevelWithSilent {
  if (value === undefined) return fallback;
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (level) return level;
  problems.push(`${name} is ${quoted(value)}, which is not one of ${LOG_LEVELS.join(', ')}.`);
  return fallback;
}

/** The declared fallback of the setting `name`, e.g. `settingFallback('PAYPRO_TIMEOUT_MS')` is 15000. */
export function settingFallback<N extends keyof EnvSettings>(name: N): EnvSettings[N] {
  const variable = ENV_VARIABLES.flat().find((declared) => declared.name === name);
  if (!variable || !('setting' in variable)) throw new Error(`${name} is not a declared setting`);
  return variable.setting.fallback as EnvSettings[N];
}
