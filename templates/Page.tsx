/**
 * The HTML document around every generated page. Rendered once in Node with renderToStaticMarkup; only
 * the contents of `#root` are hydrated, so the shell itself never has to match a client render.
 * It carries no inline script (a strict Content-Security-Policy can forbid them): props travel as a
 * JSON data block, behaviour comes from the external module script.
 */
import { toJsonScriptText } from './json-script.ts';
import { PAGE_PROPS_ID, ROOT_ID } from './page-props.ts';

export interface PageProps {
  title: string;
  /** URL of the hashed stylesheet, relative to the page's folder. */
  stylesheetUrl: string;
  /** URL of the page's module script, relative to the page's folder. */
  scriptUrl: string;
  /** HTML of the body, already rendered (renderToString for hydrated parts). */
  bodyHtml: string;
  /** Data for the client script; written as an escaped JSON block when present. */
  data?: unknown;
}

/** The whole document except the doctype, which React does not render (`build/render-pages.ts` adds it). */
export function Page({ title, stylesheetUrl, scriptUrl, bodyHtml, data }: PageProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href={stylesheetUrl} />
        <script type="module" src={scriptUrl} />
      </head>
      <body>
        <div id={ROOT_ID} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {data !== undefined && (
          <script
            type="application/json"
            id={PAGE_PROPS_ID}
            dangerouslySetInnerHTML={{ __html: toJsonScriptText(data) }}
          />
        )}
      </body>
    </html>
  );
}
