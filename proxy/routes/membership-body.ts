/**
 * The bodies of `POST /api/membership/lookup` `{ route, membershipType, membershipId }` and `POST
 * /api/membership/orders` (the same plus `email`, `phone` and `idCard`), and the page they name. Field
 * values are checked later by the page's rules; anything else in the body, an amount included, is
 * ignored: the server decides the fee (DESIGN.md).
 */
import * as z from 'zod/mini';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import type { MembershipRenewalFormDef, Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import { apiMessages } from '../api-messages.ts';

const MembershipBody = z.looseObject({
  route: z.string(),
  idCard: z.optional(z.boolean()),
});

export interface MembershipBody {
  route: string;
  /** false when absent. */
  idCard: boolean;
  /** The whole body, for the rules, which pick their own fields from it. */
  fields: Record<string, unknown>;
}

/** The body as a MembershipBody; throws ApiError 400 `invalid_request` for any other shape. */
export function readMembershipBody(body: unknown): MembershipBody {
  const result = MembershipBody.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_request', apiMessages.membership.badBody);
  return { route: result.data.route, idCard: result.data.idCard ?? false, fields: result.data };
}

/** The renewal page at `route`; throws ApiError 404 `unknown_form` when no renewal page is there. */
export function membershipPage(
  forms: ReadonlyMap<string, RouteTarget>,
  route: string,
): { org: Org; form: MembershipRenewalFormDef } {
  const target = findForm(forms, route);
  if (target?.form.kind !== 'membership-renewal') {
    throw new ApiError(404, 'unknown_form', apiMessages.membership.unknownPage(route));
  }
  return { org: target.org, form: target.form };
}
