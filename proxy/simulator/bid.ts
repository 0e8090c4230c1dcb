/**
 * The `bid` query parameter of a Click2Pay link: `encodeURIComponent(base64(PayProId))` (paypro.md §10.1),
 * e.g. `01102205600001` -> `MDExMDIyMDU2MDAwMDE%3D`. PayPro itself writes the padding as `%3d`; both
 * spellings decode alike.
 */
export function encodeBid(payProId: string): string {
  return encodeURIComponent(Buffer.from(payProId, 'utf8').toString('base64'));
}

/**
 * The PayProId inside a bid that has already been URL-decoded (as query parsing does), or undefined
 * when it is not canonical base64 of a digit string.
 */
export function decodeBid(bid: string): string | undefined {
  const id = Buffer.from(bid, 'base64').toString('utf8');
  if (!/^\d+$/.test(id) || Buffer.from(id, 'utf8').toString('base64') !== bid) return undefined;
  return id;
}
