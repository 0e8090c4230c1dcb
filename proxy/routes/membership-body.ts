/**
 * The bodies of `POST /api/membership/lookup` `{ route, membershipType, membershipId }` and `POST
 * /api/membership/orders` (the same plus `email`, `phone` and `idCard`), each with the optional honeypot
 * `website`, and the page they name. Any other key is refused, an amount or a fee included: the server
 * decides the dues (the README's decisions). Field values are checked later by the page's rules.
 */
import * as z from 'zod/mini';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import type { MembershipRenewalFormDef, Org } from '../../orgs/types.ts';
import { ApiError } from '../api-error.ts';
import type { LookupRequest, RenewalRequest } from '../../orgs/api-contract.ts';
import { type EntriesOf, honeypotEntry, readBody } from './request-body.ts';

/** The lookup's entries; values of any type, so a wrong one gets its field's message from the rules. */
const lookupEntries = {
  route: z.string(),
  membershipType: z.optional(z.unknown()),
  membershipId: z.optional(z.unknown()),
  ...honeypotEntry,
} satisfies EntriesOf<LookupRequest>;

const LookupBody = z.strictObject(lookupEntries);

const RenewalBody = z.strictObject({
  ...lookupEntries,
  email: z.optional(z.unknown()),
  phone: z.optional(z.unknown()),
  idCard: z.optional(z.boolean()),
} satisfies EntriesOf<RenewalRequest>);

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
  const read = readBody<Record<string, unknown>>(call === 'lookup' ? LookupBody : RenewalBody, body, 'api.membershipBadBody', translator);
  return { route: String(read.route), idCard: read.idCard === true, fields: read };
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
