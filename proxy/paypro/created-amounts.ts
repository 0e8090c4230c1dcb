/**
 * The amounts a `00` create-order answer gives for the order (PROTOCOL.md "Create order"), kept in the
 * ledger so a later status answer can be compared like with like (PROTOCOL.md "Amount verification").
 * Pure.
 */
import { compareDecimals, decimalOf } from '../../orgs/money.ts';
import { decimalField, textField } from './record-fields.ts';
import type { CreatedAmounts } from './types.ts';

/** The order object as sent: `OrderAmount` for PKR, else `CurrencyAmount` with `Currency` (`build-order.ts`). */
type SentOrder = Record<string, unknown>;

/**
 * What `data` (element 1 of the answer) says of the amount of `sent`:
 * - `pkrAmount`: OrderAmount, which PayPro's field table calls the amount payable [PayPro: Postman].
 *   For a PKR order it is read as PKR. For a foreign-currency order it is read as the PKR amount PayPro
 *   converted it to only when the answer names no other currency beside it (a `Currency` other than
 *   PKR) and it differs from the CurrencyAmount sent: an equal figure is an echo of ours, not PKR [ours];
 * - `parityAmount` and `isParity`: ParityAmount and IsParity, as PayPro's own sample answer carries them,
 *   kept as they come since nothing public says what they mean [unknown].
 * Values that are not plain decimals (or, for IsParity, a boolean or 'true'/'false') count as absent.
 */
export function createdAmountsOf(data: Record<string, unknown>, sent: SentOrder): CreatedAmounts {
  const amounts: CreatedAmounts = {};
  const pkrAmount = pkrAmountOf(data, sent);
  if (pkrAmount !== undefined) amounts.pkrAmount = pkrAmount;
  const parityAmount = decimalField(data, 'ParityAmount');
  if (parityAmount !== undefined) amounts.parityAmount = parityAmount;
  const isParity = flagOf(data, 'IsParity');
  if (isParity !== undefined) amounts.isParity = isParity;
  return amounts;
}

function pkrAmountOf(data: Record<string, unknown>, sent: SentOrder): string | undefined {
  const answered = decimalField(data, 'OrderAmount');
  const currency = typeof sent.Currency === 'string' ? sent.Currency : 'PKR';
  if (answered === undefined || currency === 'PKR') return answered;
  const named = textField(data, 'Currency')?.toUpperCase();
  if (named !== undefined && named !== 'PKR') return undefined;
  const sentAmount = decimalField(sent, 'CurrencyAmount');
  const echo = named === undefined && sentAmount !== undefined && compareDecimals(decimalOf(answered)!, decimalOf(sentAmount)!) === 0;
  return echo ? undefined : answered;
}

function flagOf(data: Record<string, unknown>, name: string): boolean | undefined {
  const entry = Object.entries(data).find(([key]) => key.toLowerCase() === name.toLowerCase());
  const value = entry?.[1];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return undefined;
}
