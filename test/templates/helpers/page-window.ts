/**
 * A generated page opened in jsdom, with everything the page reports on its console (errors and warnings,
 * React's included) and every uncaught error collected in `problems`.
 */
import { JSDOM, VirtualConsole, type DOMWindow } from 'jsdom';

export interface PageWindow {
  window: DOMWindow;
  document: Document;
  /** One line per console.error/console.warn call or uncaught error, in order. */
  problems: string[];
  /** Runs `code` as a classic script in the page. */
  run(code: string): void;
  close(): void;
}

/** Opens `html` as if served at `url` (e.g. 'http://localhost/merchantform/jhrtrust/'). */
export function openPage(html: string, url: string): PageWindow {
  const problems: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('error', (...args: unknown[]) => problems.push(`console.error: ${args.map(String).join(' ')}`));
  virtualConsole.on('warn', (...args: unknown[]) => problems.push(`console.warn: ${args.map(String).join(' ')}`));
  virtualConsole.on('jsdomError', (error: Error) => problems.push(`uncaught: ${error.message}`));
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole });
  const { window } = dom;
  return {
    window,
    document: window.document,
    problems,
    run: (code) => void window.eval(code),
    close: () => window.close(),
  };
}

/** Resolves once `check()` is truthy; rejects after `timeoutMs` with `what` in the message. */
export async function waitFor(check: () => unknown, what: string, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
