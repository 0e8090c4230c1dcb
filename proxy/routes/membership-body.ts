/**
 * The bodies of `POST /api/membership/lookup` `{ route, membershipType, membershipId }` and `POST
 * /api/membership/orders` (the same plus `email`, `phone` and `idCard`), each with the optional honeypot
 * `website`, and the page they name. Any other key is refused, an amount or a fee included: the server
 * decides the dues (the README's decisions). Field values are checked later by the page's rules. The
 * schemas are the contract's (`API_ENDPOINTS`, orgs/api-endpoints.ts).
 */
import type { Translator } from '../../orgs/i18n/translator.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import type { MembershipRenewalFormDef, Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import { readBody } from './request-body.ts';

export interface MembershipBody {
  route: string;
  /** false when absent (always for the lookup). */
  idCard: boolean;
  /** The whole body, for the rules, which pick their own fields from it. */
  fields: Record<string, unknown>;
}

/**
 * The body of `call`; throws ApiError 400 `invalid_request` for any other shape, in `translator`'s
 * language (see `readBody`).
 */
export function readMembershipBody(body: unknown, call: 'lookup' | 'renewal', translator: Translator): MembershipBody {
  const read: Record<string, unknown> & { route: string; idCard?: boolean } =
    call === 'lookup'
      ? readBody('membershipLookup', body, 'api.membershipBadBody', translator)
      : readBody('membershipOrders', body, 'api.membershipBadBody', translator);
  return { route: read.route, idCard: read.idCard === true, fields: read };
}

/**
 * The renewal page at `route`; throws ApiError 404 `unknown_form` (in `translator`'s language) when no
 * renewal page is there.
 */
export function membershipPage(
  forms: ReadonlyMap<string, RouteTarget>,
  route: string,
  translator: Translator,
): { org: Org; form: MembershipRenewalFormDef } {
  const target = findForm(forms, route);
  if (target?.form.kind !== 'membership-renewal') {
    throw new ApiError(404, 'unknown_form', translator.t('api.membershipUnknownPage'));
  }
  return { org: target.org, form: target.form };
}
