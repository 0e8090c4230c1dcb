/**
 * Refused deliveries of PayPro's callback (no username or password, or a pair that matches none),
 * counted in this process's memory and logged by sample: the first refusal of each minute and then
 * every `LOG_EVERY`th, each line at warn with the refusals since the line before, the total since the
 * process started and the client (`clientKey`: an IPv4 address or an IPv6 /64). Nothing of a refused
 * delivery is written to the database, and a flood of them costs one log line per hundred.
 */
import type { Logger } from 'pino';
import { clientKey } from '../middleware/client-key.ts';

/** After the first line of a minute, one line per this many refusals. */
export const LOG_EVERY = 100;
const MINUTE_MS = 60_000;

export interface CallbackRefusals {
  /** Counts one refused delivery from `ip`, logging it on `log` when it is sampled. */
  refused(log: Logger, ip: string): void;
}

/** `now` is the clock that starts each minute. */
export function callbackRefusals(now: () => Date): CallbackRefusals {
  let total = 0;
  let sinceLine = 0;
  let minuteEndsAt = Number.NEGATIVE_INFINITY;
  return {
    refused(log, ip) {
      total += 1;
      sinceLine += 1;
      const at = now().getTime();
      const newMinute = at >= minuteEndsAt;
      if (!newMinute && sinceLine < LOG_EVERY) return;
      if (newMinute) minuteEndsAt = at + MINUTE_MS;
      log.warn(
        { refused: sinceLine, refusedTotal: total, client: clientKey(ip) },
        'PayPro callbacks refused: wrong username or password (sampled)',
      );
      sinceLine = 0;
    },
  };
}
