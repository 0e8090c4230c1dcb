/**
 * Which paid orders get a receipt, from the org files: an org with a `receipts` block gets one for each,
 * numbered with its prefix and mailed when it says `send: true`. Under the built-in simulator no real
 * money moves, so every receipt is a specimen; an org without the block gets one there too (its prefix
 * its id in capitals, mailed to the simulator's local mailbox), so a newcomer sees what a receipt looks
 * like without any tax detail being invented. A real proxy issues nothing for an org without the block.
 */
import type { Org } from '../../orgs/types.ts';
import type { ReceiptIssuer } from '../ledger/receipt-issue.ts';
import { receiptContentOf } from './receipt-content.ts';

/** A specimen's number prefix for an org without one: its id's letters and digits in capitals, at most 10. */
export function specimenPrefixOf(orgId: string): string {
  return (
    orgId
      .replace(/[^a-z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 10) || 'SPECIMEN'
  );
}

/** The issuer for `orgs`; `simulated`: payments are the built-in simulator's. */
export function createReceiptIssuer(orgs: readonly Org[], options: { simulated: boolean }): ReceiptIssuer {
  const byId = new Map(orgs.map((org) => [org.id, org]));
  return {
    planFor(order) {
      const org = byId.get(order.org);
      if (!org || (!org.receipts && !options.simulated)) return undefined;
      return {
        prefix: org.receipts?.numberPrefix ?? specimenPrefixOf(org.id),
        specimen: options.simulated,
        send: org.receipts?.send ?? true,
        content: (issue) => receiptContentOf(order, org, issue),
      };
    },
  };
}
