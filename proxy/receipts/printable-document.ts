/**
 * The frame of a printable document a donor keeps: a receipt (`receipt-page.ts`) or a year-end
 * statement (`annual-statement-page.ts`). One self-contained HTML file: its style travels inside it (the
 * page prints the same wherever it is opened, saved or mailed), sized for an A4 sheet in print
 * (`@page { size: A4 }`, 12 mm margins, one page for a receipt) and for a phone's width on screen. Urdu is
 * right to left in the phone's own Nastaliq font, as the forms draw it (`orgs/i18n/catalogues/README.md`,
 * "Urdu on the page"). `noindex`: nobody's receipt is a search result.
 *
 * A mark (SPECIMEN, VOID) is drawn large across the page, on screen and in print (inside the page's
 * box, which clips it, so it never widens the sheet), from the `data-mark`
 * attribute (a CSS `content`, so the big letters are decoration; the same words stand in a notice that
 * is read); the "Print or save as PDF" button calls `window.print()`. The button is `hidden` until its
 * script shows it, so without JavaScript the page has no dead button and the browser's own Print works
 * the same. Style and script are allowed by their SHA-256 in the page's Content-Security-Policy
 * (https://w3c.github.io/webappsec-csp/#grammardef-hash-source): no 'unsafe-inline', nothing loaded.
 */
import { inlineHashSource } from '../../build/inline-style.ts';
import escapeHtml from 'escape-html';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { LANGUAGE_INFO, type Language } from '../../orgs/i18n/languages.ts';
import type { ProxyPage } from '../own-pages/proxy-page.ts';

/** The style (no `<` in it, so it cannot close its element). */
export const PRINTABLE_STYLE = [
  'body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}',
  ':lang(ur){font-family:"Noto Nastaliq Urdu","Jameel Noori Nastaleeq","Urdu Typesetting","Noto Naskh Arabic",system-ui,sans-serif}',
  '[lang="ur"] body{font-size:14px;line-height:1.9}',
  'main{position:relative;max-width:44rem;margin:0 auto;padding:1.25rem;background:#fff;overflow:hidden}',
  'main[data-mark]::before{content:attr(data-mark);position:absolute;top:40%;left:-50%;right:-50%;text-align:center;font-size:4.5rem;',
  'font-weight:700;letter-spacing:.1em;color:rgba(176,0,32,.14);transform:rotate(-24deg);pointer-events:none;white-space:nowrap}',
  'h1{margin:0 0 .25rem;font-size:1.4rem;line-height:1.3}',
  'h2{margin:.75rem 0 .25rem;font-size:1rem;border-bottom:1px solid #c9d1d9}',
  '.org{margin:0;font-size:1.05rem;font-weight:600}',
  '.notice{margin:.5rem 0;padding:.4rem .6rem;border:2px solid #b00020;color:#8a0019;font-weight:600}',
  'dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:.1rem 1rem;margin:0}',
  'dt{color:#4a5561}dd{margin:0;overflow-wrap:anywhere}',
  'table{width:100%;border-collapse:collapse}th,td{padding:.2rem .4rem;border-bottom:1px solid #d8dee4;text-align:start}',
  '.amount{text-align:end;white-space:nowrap}',
  '.statements p{margin:.4rem 0}',
  // Side by side on a sheet or a wide screen, so a long receipt (Urdu's Nastaliq lines are twice as tall) stays on one page.
  '.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(19rem,1fr));column-gap:1.5rem}',
  '.signatory{margin-top:1.5rem;padding-top:.25rem;border-top:1px solid #1b1f24;display:inline-block;min-width:14rem}',
  '.print{margin:0 0 1rem;padding:.5rem 1rem;font:inherit;border:0;border-radius:.4rem;background:#0b5cad;color:#fff;cursor:pointer}',
  '@media (max-width:30rem){main{padding:.9rem}dl{grid-template-columns:1fr}dd{margin-bottom:.3rem}}',
  '@page{size:A4;margin:12mm}',
  '@media print{body{background:#fff;font-size:10.5pt}[lang="ur"] body{font-size:10pt;line-height:2}',
  'main{max-width:none;padding:0}.print{display:none}',
  'h1{font-size:15pt}h2{font-size:11pt;margin-top:.5rem}.facts{grid-template-columns:1fr 1fr}dl{grid-template-columns:minmax(5rem,max-content) 1fr}}',
].join('');

/** Shows the print button and makes it print: the only script, allowed by its hash. */
export const PRINT_SCRIPT = 'var b=document.getElementById("print");b.hidden=false;b.addEventListener("click",function(){window.print()});';

/** The documents' Content-Security-Policy: their own style and script by hash, nothing else. */
export const PRINTABLE_POLICY = [
  "default-src 'none'",
  `style-src ${inlineHashSource(PRINTABLE_STYLE)}`,
  `script-src ${inlineHashSource(PRINT_SCRIPT)}`,
  "img-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface PrintableContent {
  language: Language;
  /** The document's title, e.g. 'Zakat receipt RCT-2026-27-000001'. */
  title: string;
  /** The words drawn across the page (e.g. ['SPECIMEN', 'VOID']); none: no mark. */
  marks?: readonly string[];
  /** The document's own HTML, escaped by its writer. */
  body: string;
}

/** The document of `content`, with its policy (`sendProxyPage` sends it). */
export function printableDocument(content: PrintableContent): ProxyPage {
  const { t } = translatorFor(content.language);
  const mark = content.marks && content.marks.length > 0 ? ` data-mark="${escapeHtml(content.marks.join(' · '))}"` : '';
  const html =
    `<!doctype html>\n<html lang="${content.language}" dir="${LANGUAGE_INFO[content.language].dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(content.title)}</title><style>${PRINTABLE_STYLE}</style></head>\n<body>\n<main${mark}>\n` +
    `<button type="button" id="print" class="print" hidden>${escapeHtml(t('receipt.print'))}</button>\n` +
    `${content.body}\n</main>\n<script>${PRINT_SCRIPT}</script>\n</body></html>\n`;
  return { html, contentSecurityPolicy: PRINTABLE_POLICY };
}
