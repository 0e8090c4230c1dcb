/**
 * The embedding preview of `forms serve`: a second listener on a loopback address, another origin than
 * the pages' (the next port), serving at `/<route>/` a stand-in for a charity's page with that form
 * embedded by its snippet (`build/embed-snippet.ts`), and the snippet itself for the route list. The
 * served pages let this origin frame them (`BuildSiteOptions.previewEmbedOrigins`), so the preview
 * shows every form embedded, also one whose org file lists no `embed.origins` yet.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import escapeHtml from 'escape-html';
import { builtHostScript, embedSnippet } from '../build/embed-snippet.ts';
import { DEFAULT_LANGUAGE } from '../orgs/i18n/languages.ts';
import type { FormDef, Org } from '../orgs/types.ts';

/** The address the preview listens on: loopback only, as it shows every form of this machine. */
const PREVIEW_HOST = '127.0.0.1';

export interface EmbedPreview {
  /** The preview's origin, e.g. http://127.0.0.1:8081. */
  origin: string;
  /** The snippet of `form` (of `org`) for pages served at `siteUrl`, in English. */
  snippet(org: Org, form: FormDef): string;
  /** The address of the demo page embedding `form`. */
  pageOf(form: FormDef): string;
  close(): Promise<void>;
}

/**
 * Starts the preview on `port` (0, or when it is taken: any free port) for `orgs`, whose pages `forms
 * serve` serves at `siteUrl` (e.g. http://127.0.0.1:8080). Resolves once it listens.
 * @throws (rejects with) a listen error on a free port; esbuild's failure bundling the host script.
 */
export async function startEmbedPreview(port: number, siteUrl: string, orgs: readonly Org[]): Promise<EmbedPreview> {
  const hostScript = await builtHostScript();
  const snippet = (org: Org, form: FormDef) => embedSnippet({ org, form, language: DEFAULT_LANGUAGE, siteUrl: `${siteUrl}/`, hostScript });
  const forms = new Map<string, { org: Org; form: FormDef }>(
    orgs.flatMap((org) => org.forms.map((form) => [`${form.route}/`, { org, form }])),
  );
  const server = createServer((req, res) => {
    const found = forms.get(new URL(req.url ?? '/', 'http://preview').pathname);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (!found) {
      res.statusCode = 404;
      res.end(`<!doctype html><title>Not found</title><p>No form here; the route list is at <a href="${siteUrl}/">${siteUrl}/</a>.</p>`);
      return;
    }
    const name = escapeHtml(found.org.displayName);
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}: an embedded form</title></head>\n` +
        `<body><main style="max-width:48rem;margin:0 auto;padding:1rem;font-family:system-ui,sans-serif"><h1>${name}</h1>` +
        `<p>A stand-in for the charity's own page, at another origin than the form's, with the form embedded by its snippet.</p>\n` +
        `${snippet(found.org, found.form)}<p>The rest of the charity's page.</p></main></body></html>\n`,
    );
  });
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, PREVIEW_HOST, resolve);
    });
  // The next port is only a convenience: when it is taken, any free one does.
  await listen(port).catch(() => listen(0));
  const origin = `http://${PREVIEW_HOST}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    snippet,
    pageOf: (form) => `${origin}${form.route}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
