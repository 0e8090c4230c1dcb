/**
 * A pino logger that redacts the proxy's log lines: every key of a list, wherever it appears up to
 * three levels deep in a line (`key`, `*.key`, `*.*.key`; a child logger's bindings count as the top
 * level), has its value replaced by a censor. It writes the same lines as pino's own `redact` option
 * with those paths (the tests compare the two), at a fraction of the cost: pino runs each value of
 * every line, strings and numbers included, through a redactor that parses all its paths again, which
 * made redaction the largest single cost of a request. Here a line whose values are all plain (the
 * usual case) is passed on as it is, and an object is copied only where a key is censored, so the
 * caller's object is never changed.
 *
 * An error under `err` is serialized first (pino's standard serializer) so its fields are redacted as
 * pino's option redacted them; pino's own `err` serializer then leaves them as they are.
 */
import { type DestinationStream, type Logger, type LoggerOptions, pino, stdSerializers } from 'pino';

type Entries = Record<string, unknown>;

/** The key pino logs an error under (`log.error({ err })`, or an Error passed as the first argument). */
const ERROR_KEY = 'err';

/**
 * A pino logger with `options` writing to `destination` whose lines, its children's included, have the
 * values of `keys` replaced by `censor` (see the module comment). `options` must not set
 * `formatters.log` or `serializers`, which the redaction uses.
 */
export function redactingLogger(keys: readonly string[], censor: string, options: LoggerOptions, destination: DestinationStream): Logger {
  const secret = new Set(keys);

  /** `value` with each secret key of its own (and, `levels` > 1, of its values') censored; the same object when none is. */
  function below(value: unknown, levels: number): unknown {
    if (value === null || typeof value !== 'object') return value;
    let copy: Entries | undefined;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const child = (value as Entries)[key];
      const next = secret.has(key) ? censor : levels > 1 ? below(child, levels - 1) : child;
      if (next === child) continue;
      copy ??= (Array.isArray(value) ? [...value] : Object.assign(Object.create(Object.getPrototypeOf(value)), value)) as Entries;
      copy[key] = next;
    }
    return copy ?? value;
  }

  /**
   * A line's top level: a secret key censored unless pino would not write it at all (undefined; a
   * function in a log call's object, `skipFunctions`, though not in a child's bindings).
   */
  function topLevel(entries: Entries, skipFunctions: boolean): Entries {
    let copy: Entries | undefined;
    for (const key in entries) {
      if (!Object.hasOwn(entries, key)) continue;
      const value = entries[key];
      if (value === undefined || (skipFunctions && typeof value === 'function')) continue;
      const serialized = key === ERROR_KEY ? stdSerializers.err(value as Error) : value;
      const next = secret.has(key) ? censor : below(serialized, 2);
      if (next === value) continue;
      copy ??= { ...entries };
      copy[key] = next;
    }
    return copy ?? entries;
  }

  const logger = pino(
    {
      ...options,
      formatters: { ...options.formatters, log: (entries) => topLevel(entries, true) },
      // Serialized by `formatters.log`, which runs first; serializing again would name its type 'Object'.
      serializers: { [ERROR_KEY]: (value: unknown) => value },
    },
    destination,
  );
  // pino gives a bindings formatter to the root logger only: each child redacts its own bindings here.
  // Children inherit this method (pino makes a child with Object.create), so theirs do too.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, topLevel(bindings, false), childOptions);
  } as Logger['child'];
  return logger;
}
