/**
 * Records a create-order whose outcome is unknown, for follow-up (see `UnconfirmedOrderStore`). Both
 * order routes call it when create-order failed, before they answer the donor.
 */
import type { Logger } from 'pino';
import { PayProError } from '../paypro/index.ts';
import type { UnconfirmedOrder, UnconfirmedOrderStore } from './unconfirmed-order-store.ts';

/** The order that was sent: everything of an UnconfirmedOrder but why and when. */
export type OrderAttempt = Omit<UnconfirmedOrder, 'reason' | 'recordedAt'>;

export interface RecordDeps {
  store: UnconfirmedOrderStore;
  log: Logger;
  now: () => Date;
}

/**
 * Why create-order's outcome is unknown after it failed with `err`, or undefined when the order cannot
 * exist: a PayProError with `orderMayExist` gives its code; any other error ('unexpected_error') may have
 * come after the request left, so it counts as unknown too.
 */
export function unknownOutcomeReason(err: unknown): string | undefined {
  if (!(err instanceof PayProError)) return 'unexpected_error';
  return err.orderMayExist ? err.code : undefined;
}

/**
 * Appends `attempt` to the store when `err` leaves its outcome unknown. Never throws: when the store
 * cannot write, the order number goes to the log at error level instead, and the donor's answer is
 * unchanged.
 */
export async function recordUnconfirmed(err: unknown, attempt: OrderAttempt, deps: RecordDeps): Promise<void> {
  const reason = unknownOutcomeReason(err);
  if (reason === undefined) return;
  try {
    await deps.store.add({ ...attempt, reason, recordedAt: deps.now().toISOString() });
  } catch (storeError) {
    deps.log.error({ err: storeError, ...attempt, reason }, 'could not record an order whose outcome is unknown; check it at PayPro');
  }
}
