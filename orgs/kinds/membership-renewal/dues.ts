/**
 * What a membership renewal costs: the type's class fee, always charged, plus the ID
 * card fee when the member asks for a card. The page shows this total and the proxy charges it; both
 * read the org file, never the request (README, Decisions: the server decides money).
 */
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../../types.ts';

/** The fee lines of one renewal, in whole PKR. */
export interface MembershipDues {
  classFee: number;
  /** 0 without a card. */
  idCardFee: number;
  total: number;
}

/** The membership type whose value is `value`, or undefined. */
export function membershipTypeOf(form: MembershipRenewalFormDef, value: string): MembershipTypeDef | undefined {
  return form.membershipTypes.find((type) => type.value === value);
}

/** The dues of `type` on `form`, with or without the ID card, e.g. Associate with a card: 3700 + 500 = 4200. */
export function membershipDues(form: MembershipRenewalFormDef, type: MembershipTypeDef, idCard: boolean): MembershipDues {
  const idCardFee = idCard ? form.idCardFee : 0;
  return { classFee: type.classFee, idCardFee, total: type.classFee + idCardFee };
}
