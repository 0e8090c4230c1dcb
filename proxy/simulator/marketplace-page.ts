import escapeHtml from 'escape-html';
import { htmlPage } from './html.ts';
import type { SimOrder } from './orders-store.ts';

/** Pure renderers of the simulated marketplace pay page (proxy/paypro/PROTOCOL.md#pay-page); all text is escaped here. */

const NOTICE = '<p class="note">PayPro simulator: no money moves here.</p>';

/** `PKR 1,500.00`: the currency code, then the exact decimal string grouped for people. */
export function formatAmount(currency: string, amount: string): string {
  const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${grouped.format(amount as Intl.StringNumericLiteral)}`;
}

/** The order's details as a description list. */
function orderDetails(order: SimOrder): string {
  const rows: [string, string][] = [
    ['Merchant', order.merchantId],
    ['Order number', order.orderNumber],
    ['Amount', formatAmount(order.currency, order.amount)],
    ['Name', order.customerName],
    ['Email', order.customerEmail || '—'],
    ['PayPro ID', order.payProId],
    ['Status', order.status],
  ];
  const items = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  return `<dl aria-label="Order details">\n${items}\n</dl>`;
}

function hiddenFields(bid: string, callbackUrl: string): string {
  const callback = callbackUrl ? `<input type="hidden" name="callback_url" value="${escapeHtml(callbackUrl)}">` : '';
  return `<input type="hidden" name="bid" value="${escapeHtml(bid)}">${callback}`;
}

/**
 * The pay page: order details plus Pay and Cancel forms posting to `<basePath>/pyb-demo/pay|cancel`.
 * `bid` is the decoded query value (base64 of the PayProId); `callbackUrl` may be ''. An order that
 * is no longer UNPAID gets no buttons.
 */
export function payPage(order: SimOrder, bid: string, callbackUrl: string, basePath: string): string {
  const open = order.status === 'UNPAID';
  const fields = hiddenFields(bid, callbackUrl);
  const actions = open
    ? `<div class="actions">
<form method="post" action="${escapeHtml(basePath)}/pyb-demo/pay">${fields}<button type="submit" class="pay">Pay</button></form>
<form method="post" action="${escapeHtml(basePath)}/pyb-demo/cancel">${fields}<button type="submit" class="cancel">Cancel</button></form>
</div>`
    : `<p role="status">This order is ${escapeHtml(order.status.toLowerCase())} and cannot be paid.</p>`;
  return htmlPage(
    `Pay order ${order.orderNumber}`,
    `<h1>Pay order ${escapeHtml(order.orderNumber)}</h1>
${NOTICE}
${orderDetails(order)}
${actions}`,
  );
}

/** Shown after Pay or Cancel when there is no (usable) callback URL; `note` is plain text or ''. */
export function resultPage(order: SimOrder, heading: string, note: string): string {
  const extra = note ? `<p>${escapeHtml(note)}</p>` : '';
  return htmlPage(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
${NOTICE}
<p role="status">${escapeHtml(heading)}: order ${escapeHtml(order.orderNumber)}.</p>
${extra}
${orderDetails(order)}`,
  );
}

/** For an UNPAID order whose due date has passed (HTTP 410): it can no longer be paid here. */
export function expiredPage(order: SimOrder): string {
  return htmlPage(
    'This order has expired',
    `<h1>This order has expired</h1>
${NOTICE}
<p role="status">Order ${escapeHtml(order.orderNumber)} could be paid until the end of ${escapeHtml(order.dueDate)} (Pakistan time). Nothing was charged.</p>
<p>Ask the merchant for a new payment link.</p>
${orderDetails(order)}`,
  );
}

/** For a bid that names no order. */
export function notFoundPage(): string {
  return htmlPage(
    'Order not found',
    `<h1>Order not found</h1>
${NOTICE}
<p>No order matches this payment link. Check the link, or ask the merchant for a new one.</p>`,
  );
}
