/**
 * A receipt's printable page, `GET /api/receipts/:token`: the token of the link mailed to the donor
 * (`receipt-issue.ts`) is hashed and the receipt with that hash (`receipts.token_hash`) is drawn
 * (`../receipts/receipt-page.ts`) in its own language, VOID across it once voided. An unknown or
 * malformed token, or one a resend replaced, gets the same short 404 page in English, naming no org,
 * receipt or donor; a malformed one is never looked up. Sent with `X-Robots-Tag: noindex` (a receipt is
 * nobody's search result, also for a crawler that never reads the page's own meta tag),
 * `Referrer-Policy: no-referrer` (the link is the key to the page: it must not leave in a Referer),
 * `Cache-Control: no-store` and the page's own Content-Security-Policy, over the proxy's security headers.
 */
import type { RouterMiddleware } from '@koa/router';
import escapeHtml from 'escape-html';
import type { Context } from 'koa';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { DEFAULT_LANGUAGE } from '../../orgs/i18n/languages.ts';
import { isReceiptToken } from '../ledger/receipt-by-token.ts';
import type { ReceiptRow } from '../ledger/tables.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { pageLook } from '../own-pages/page-look.ts';
import { type ProxyPage, proxyPage, sendProxyPage } from '../own-pages/proxy-page.ts';
import type { ReceiptContent } from '../receipts/receipt-content.ts';
import { receiptStateOf } from '../receipts/receipt-facts.ts';
import { receiptPage } from '../receipts/receipt-page.ts';

export interface ReceiptPageDeps {
  /** The receipt whose link carries `token`, or undefined (`findReceiptByToken`). */
  receiptOf(token: string): Promise<ReceiptRow | undefined>;
}

/** The page for any token that leads to no receipt: the same for every such token. */
function notFound(ctx: Context & { state: ProxyState }): ProxyPage {
  const { t } = translatorFor(DEFAULT_LANGUAGE);
  return proxyPage(pageLook(ctx, undefined, DEFAULT_LANGUAGE), {
    title: t('receipt.notFoundTitle'),
    heading: t('receipt.notFoundTitle'),
    body: `<p>${escapeHtml(t('receipt.notFound'))}</p>`,
    noindex: true,
  });
}

export function receiptPageRoute(deps: ReceiptPageDeps): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    const token = ctx.params.token;
    const row = isReceiptToken(token) ? await deps.receiptOf(token) : undefined;
    if (row) sendProxyPage(ctx, 200, receiptPage(JSON.parse(row.content) as ReceiptContent, receiptStateOf(row)));
    else sendProxyPage(ctx, 404, notFound(ctx));
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.set('Referrer-Policy', 'no-referrer');
  };
}
