/**
 * Opens a form page like a donor on a phone (390x844, or another screen) and waits until the script has
 * taken over the form; collects console errors and warnings, failed requests and page errors into `problems`.
 * Every document of the page has the test clock (`page-clock.ts`), so a test can move past the popups' waits.
 */
import type { BrowserContext, Page, Viewport } from 'puppeteer-core';
import type { FormDef } from '../../../orgs/types.ts';
import { installClock } from './page-clock.ts';

export interface OpenedForm {
  page: Page;
  /** Every console error or warning (with the URL it is about), failed request and uncaught page error, as text. */
  problems: string[];
}

/** The screens the suite uses, in CSS pixels: a common phone, and a laptop. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

export interface OpenOptions {
  /** The viewport the page is loaded in; default PHONE. */
  screen?: Viewport;
  /**
   * 'networkidle0' (default) also waits until no request has been open for 500 ms, so `problems` holds
   * every request of the page; 'load' is enough where only the hydrated page matters (e.g. axe).
   */
  waitUntil?: 'load' | 'networkidle0';
}

/**
 * Waits until no request of `page` has been open for 500 ms: what puppeteer's `waitUntil: 'networkidle0'`
 * means, counted by puppeteer itself from the requests it sees. 'networkidle0' waits for Chromium's own
 * network-idle event, which comes some 0.4 s later than that on these pages.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** `ready` is the selector that appears once the script has taken over (the card checkout page has no form). */
export async function openForm(
  browser: BrowserContext,
  url: string,
  ready = 'form[novalidate]',
  { screen = PHONE, waitUntil = 'networkidle0' }: OpenOptions = {},
): Promise<OpenedForm> {
  const page = await browser.newPage();
  await page.setViewport(screen);
  await installClock(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    // Our pages carry their icon inline and ask no /favicon.ico (test/build/build-site checks it); the
    // simulator's checkout pages, standing in for PayPro's, have none, so the browser's guess there may 404.
    const about = message.location().url;
    if (about?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`console: ${message.text()}${about ? ` (${about})` : ''}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready);
  if (waitUntil === 'networkidle0') await networkQuiet(page);
  return { page, problems };
}

/**
 * `problems` less those about the form's currency-rate widget host, the one third-party script a page
 * loads, which cannot answer without a network.
 */
export function problemsBesidesWidget(problems: string[], form: FormDef): string[] {
  const host = 'currencyWidget' in form && form.currencyWidget ? new URL(form.currencyWidget.scriptUrl).host : undefined;
  return host ? problems.filter((problem) => !problem.includes(host)) : problems;
}
