/**
 * The body of `POST /api/orders` (proxy/OPERATIONS.md: HTTP API): `{ route, values }`, where `route` is a
 * form's public route and `values` its fields by name, plus the optional honeypot
 * `website`. Any other top-level key is refused; the field values themselves, and keys in `values` the
 * form does not have, are checked later against the form's rules (`strictCheck`).
 */
import * as z from 'zod/mini';
import type { Translator } from '../../orgs/i18n/translator.ts';
import type { OrderRequest } from '../../orgs/api-contract.ts';
import { type EntriesOf, honeypotEntry, readBody } from './request-body.ts';

const OrderBody = z.strictObject({
  route: z.string(),
  values: z.record(z.string(), z.unknown()),
  ...honeypotEntry,
} satisfies EntriesOf<OrderRequest>);

export type OrderBody = z.infer<typeof OrderBody>;

/**
 * The body as an OrderBody; throws ApiError 400 `invalid_request` for any other shape, in `translator`'s
 * language (see `readBody`).
 */
export function readOrderBody(body: unknown, translator: Translator): OrderBody {
  return readBody(OrderBody, body, 'api.badOrderBody', translator);
}
