/**
 * The filter flags of `forms orders list|export|summary`: `--org`, `--route`, `--state`, and `--from`/
 * `--to` as calendar days in Asia/Karachi (where the charities and PayPro are), both inclusive.
 */
import { ORDER_STATES, isOrderState } from '../../proxy/ledger/order-state.ts';
import type { OrderFilter } from '../../proxy/ledger/ledger.ts';
import { UsageError } from '../report-failure.ts';
import { karachiDay } from '../../orgs/karachi-time.ts';

/** The flags as commander gives them. */
export interface FilterFlags {
  org?: string;
  route?: string;
  state?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant Karachi day `day` ('yyyy-mm-dd') starts. Throws UsageError naming `flag` for anything else. */
function karachiDayStart(day: string, flag: string): Date {
  const start = DAY.test(day) ? karachiDay(day, 'yyyy-MM-dd') : undefined;
  if (!start) throw new UsageError(`${flag} is "${day}", which is not a date; write it as yyyy-mm-dd, e.g. 2025-03-10.`);
  return start;
}

/** The ledger filter for `flags`. Throws UsageError naming the flag for a bad state or date. */
export function orderFilter(flags: FilterFlags): OrderFilter {
  const filter: OrderFilter = {};
  if (flags.org) filter.org = flags.org;
  if (flags.route) filter.route = flags.route;
  if (flags.state !== undefined) {
    if (!isOrderState(flags.state)) {
      throw new UsageError(`--state is "${flags.state}", which is not a state; use one of ${ORDER_STATES.join(', ')}.`);
    }
    filter.state = flags.state;
  }
  if (flags.from) filter.from = karachiDayStart(flags.from, '--from').toISOString();
  if (flags.to) filter.to = new Date(karachiDayStart(flags.to, '--to').getTime() + 24 * 60 * 60_000).toISOString();
  return filter;
}
