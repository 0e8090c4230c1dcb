/**
 * What the payer hears when the ledger could not record an order before it was sent: 503
 * `service_unavailable` in the request's language, saying nothing was charged (nothing was sent to
 * PayPro, so a retry cannot pay twice).
 */
import type { Translator } from '../../orgs/i18n/translator.ts';
import { ApiError } from '../api-error.ts';
import { LedgerUnavailableError } from '../ledger/write-ahead.ts';

/** The answer to `err` when it is a LedgerUnavailableError, else undefined (the caller answers it otherwise). */
export function ledgerUnavailableAnswer(err: unknown, translator: Translator): ApiError | undefined {
  if (!(err instanceof LedgerUnavailableError)) return undefined;
  return new ApiError(503, 'service_unavailable', translator.t('api.ledgerUnavailable'));
}
