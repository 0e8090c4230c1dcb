/**
 * `forms embed`: prints the snippet that shows one form inside the charity's own site
 * (`build/embed-snippet.ts`), after checking that it can work there: the org file must give `siteUrl`
 * (the frame's and the script's absolute addresses) and list `embed.origins` (who may frame the page),
 * and a host named with `--origin` must be one of them. The host script is bundled on its own to learn
 * its hashed name and integrity, the same bytes `forms build` writes.
 */
import { builtHostScript, embedSnippet } from '../build/embed-snippet.ts';
import { LANGUAGES, type Language } from '../orgs/i18n/languages.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { languagesOf } from '../orgs/org-languages.ts';
import { UsageError } from './report-failure.ts';

export interface EmbedCommandOptions {
  org: string;
  route: string;
  /** The page's language; default English. */
  lang?: string;
  /** The site the snippet goes on, e.g. https://charity.example; checked against `embed.origins`. */
  origin?: string;
  orgsDir?: string;
}

/**
 * The snippet for `options` (what `forms embed` prints).
 * @throws UsageError naming what is missing (the org, the route, the language, `siteUrl`, `embed.origins`,
 * or `--origin` among them) and how to add it; OrgFileError for a bad org file.
 */
export async function embedCommandText(options: EmbedCommandOptions): Promise<string> {
  const [loaded] = await loadOrgs(options.orgsDir, { only: [options.org] });
  const org = loaded!.org;
  const file = loaded!.file;
  const form = org.forms.find((each) => each.route === options.route);
  if (!form) {
    throw new UsageError(`${file} has no form at route ${options.route}; its routes: ${org.forms.map((each) => each.route).join(', ')}.`);
  }
  const language = (options.lang ?? 'en') as Language;
  if (!LANGUAGES.includes(language) || !languagesOf(org).includes(language)) {
    throw new UsageError(`--lang ${options.lang} is not a language of ${org.id}'s pages: use one of ${languagesOf(org).join(', ')}.`);
  }
  if (!org.siteUrl) {
    throw new UsageError(
      `${file} gives no siteUrl, so the snippet cannot say where the form is hosted: set siteUrl to the public address of the org's folder (e.g. https://www.example.org/donate/).`,
    );
  }
  const origins = org.embed?.origins ?? [];
  if (origins.length === 0) {
    throw new UsageError(
      `${file} lists no embed.origins, so no site may show its forms in a frame: add the charity's site, e.g. embed: {origins: [https://www.example.org]}.`,
    );
  }
  if (options.origin !== undefined && !origins.includes(options.origin)) {
    throw new UsageError(
      `${options.origin} is not among ${file}'s embed.origins (${origins.join(', ')}), so browsers would refuse to show the form there: add it to embed.origins and build the pages again.`,
    );
  }
  return embedSnippet({ org, form, language, siteUrl: org.siteUrl, hostScript: await builtHostScript() });
}

/** `forms embed`: prints `embedCommandText(options)` on stdout. */
export async function embedCommand(options: EmbedCommandOptions): Promise<void> {
  process.stdout.write(await embedCommandText(options));
}
