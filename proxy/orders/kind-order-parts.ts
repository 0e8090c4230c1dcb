/** What each form kind contributes to an order; `build-order.ts` adds the fields common to all. */
export interface KindOrderParts {
  /** Decimal string in major units of `currency`, as the form rules accepted it (e.g. '2500.50'). */
  amount: string;
  /** ISO 4217 code, e.g. 'PKR'. */
  currency: string;
  /** Donor details, not yet cut to PayPro's lengths; `mobile` is `03XXXXXXXXX` or "". */
  customer: { name: string; mobile: string; email: string; address: string };
  /** The single BillDetail01 entry, all values strings; empty: no BillDetail01 is sent. */
  billDetail: Record<string, string>;
}
