/**
 * The body of `POST /api/orders` (DESIGN.md: proxy HTTP API): `{ route, values }`, where `route` is a
 * form's public route and `values` its fields by name (spec section 3). The field values themselves
 * are checked later by the form's rules.
 */
import * as z from 'zod/mini';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';

const OrderBody = z.object({
  route: z.string(),
  values: z.record(z.string(), z.unknown()),
});

export type OrderBody = z.infer<typeof OrderBody>;

/** The body as an OrderBody; throws ApiError 400 `invalid_request` for any other shape. */
export function readOrderBody(body: unknown): OrderBody {
  const result = OrderBody.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_request', apiMessages.badOrderBody);
  return result.data;
}
