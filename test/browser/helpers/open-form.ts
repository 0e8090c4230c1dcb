/**
 * Opens a form page like a donor on a phone (390x844) and waits until the script has taken over the
 * form; collects console errors and warnings, failed requests and page errors into `problems`.
 */
import type { Browser, Page } from 'puppeteer-core';
import type { FormDef } from '../../../orgs/types.ts';

export interface OpenedForm {
  page: Page;
  /** Every console error or warning (with the URL it is about), failed request and uncaught page error, as text. */
  problems: string[];
}

/** `ready` is the selector that appears once the script has taken over (the card checkout page has no form). */
export async function openForm(browser: Browser, url: string, ready = 'form[novalidate]'): Promise<OpenedForm> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The pages set no favicon (the hosting site's own applies), so the browser's guess may 404.
    const about = message.location().url;
    if (about?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`console: ${message.text()}${about ? ` (${about})` : ''}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector(ready);
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
