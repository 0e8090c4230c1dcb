/**
 * The PayProId inside the `bid` query parameter of a pay page link (PROTOCOL.md "Pay page"; links are built
 * with `encodeBid` in `../paypro/pay-page.ts`). `bid` has already been URL-decoded (as query parsing
 * does), so PayPro's `%3d` and `%3D` padding read alike. Undefined when it is not canonical base64 of a
 * digit string.
 */
export function decodeBid(bid: string): string | undefined {
  const id = Buffer.from(bid, 'base64').toString('utf8');
  if (!/^\d+$/.test(id) || Buffer.from(id, 'utf8').toString('base64') !== bid) return undefined;
  return id;
}
