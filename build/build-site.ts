/**
 * The static generator's core: every page and asset of the given orgs, in memory. Each org gets a
 * self-contained folder (README "Building the pages"): `<route>/index.html` and `<route>/thank-you/index.html`
 * per form (plus `<route>/demo-provider/index.html` for a card checkout framing the demo provider), and
 * `assets/` with the hashed scripts, stylesheet and logos, and for an org with `siteUrl` its `sitemap.xml`
 * and `robots.txt`. Each file carries the headers a host should send with it (a page's
 * Content-Security-Policy among them); each page, its policy as a `<meta>` and Subresource Integrity on
 * what it loads. `write-site.ts` puts it on disk.
 */
import { readFile } from 'node:fs/promises';
import { messageKeysIn } from '../templates/i18n/page-messages.ts';
import { languagesOf, orgTextsOf } from '../orgs/org-languages.ts';
import { FORM_KINDS, kindNamed, kindOf } from '../orgs/kinds.ts';
import type { FormDef, LoadedOrg, Org } from '../orgs/types.ts';
import { BuildError } from './build-error.ts';
import { BROWSER_TARGET, bundleClient, type ClientBundle, LEGAL_SUFFIX } from './bundle-client.ts';
import { pageStyles, styleParts, type StylePart, wordsIn } from './style-parts.ts';
import { STYLES_SOURCE } from './stylesheet.ts';
import { type LogoAsset, readLogos } from './logo-assets.ts';
import type { SiteAssetNames } from './site-asset-names.ts';
import { ASSET_HEADERS, type FileHeaders, LISTING_HEADERS } from './page-headers.ts';
import { ROBOTS_FILE, robotsTxt, SITEMAP_FILE, sitemapXml } from './site-listing.ts';
import { type RenderContext, renderDemoProviderPage, renderFormPage, renderThankYouPage, type RenderedPage } from './render-pages.ts';
import { inlineStyleText } from './inline-style.ts';
import { integrityOf } from './subresource-integrity.ts';
import { zakatTargetOf } from '../orgs/zakat/zakat-target.ts';
import { API_BASE } from '../orgs/api-contract.ts';

export interface BuiltFile {
  /** The org id: the file belongs in `<outDir>/<org>/`. */
  org: string;
  /** Relative to the org folder, '/'-separated, e.g. 'merchantform/jhrtrust/index.html'. */
  path: string;
  contents: Uint8Array;
  /** Headers a host should send with the file (`forms serve` does; `forms build` writes `_headers`). */
  headers?: FileHeaders;
}

export interface BuildSiteOptions {
  /** Base URL of the proxy API for orgs whose file sets no `proxyUrl`; default '/api' (same origin). */
  proxyUrl?: string;
  /** Where logo paths of org files are resolved from; default this repository's `orgs/`. */
  orgsDir?: string;
  /**
   * Sites that may embed every org's pages besides each org file's `embed.origins`: the demo host page
   * of `forms serve`'s preview. `forms build` takes none.
   */
  previewEmbedOrigins?: readonly string[];
  /**
   * Pay pages outside https://*.paypro.com.pk that the proxy may redirect a posted form to (e.g. the
   * configured `PAYPRO_MARKETPLACE_URL`); their origins join the pages' form-action.
   */
  checkoutUrls?: readonly string[];
}

/** The built files and the names of the assets they share. */
export interface BuiltSite extends SiteAssetNames {
  files: BuiltFile[];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Runs `render`; if it throws, the error names the org file, the template and the route. */
function renderWith(file: string, template: string, form: FormDef, render: () => RenderedPage): RenderedPage {
  try {
    return render();
  } catch (cause) {
    throw new BuildError(`${file}: ${template} could not render the page of ${form.route}`, cause);
  }
}

/** What every org's folder is built from, worked out once for all of them. */
interface SharedAssets {
  bundle: ClientBundle;
  /** The bundle's files by path. */
  bundled: ReadonlyMap<string, Uint8Array>;
  /** Each bundle file's Subresource Integrity value, by path. */
  integrity: ReadonlyMap<string, string>;
  /** Every logo by `logo.src` (`readLogos`). */
  logos: ReadonlyMap<string, LogoAsset>;
  /** The stylesheet's text, checked by `inlineStyleText`, which every page carries inline. */
  styles: string;
  /** What of the stylesheet each page carries (`RenderContext.pageStyles`). */
  pageStyles: NonNullable<RenderContext['pageStyles']>;
  /** The message keys each script can show, by its path (`messageKeysIn`). */
  messageKeys: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The files of one org: its pages, the bundle files they load (the thank-you script, the script of each
 * form kind the org publishes, the demo provider's where a card checkout uses it), the stylesheet (inside
 * every page, and as a file for the pages the proxy shows again without script) and its logos: an org's
 * folder carries no other kind's script.
 */
function buildOrg(loaded: LoadedOrg, shared: SharedAssets, options: BuildSiteOptions): BuiltFile[] {
  const { bundle, bundled, integrity, logos, styles, pageStyles, messageKeys } = shared;
  const { file } = loaded;
  const org = withPreviewOrigins(loaded.org, options.previewEmbedOrigins);
  const embed = org.embed && {
    origins: org.embed.origins,
    script: bundle.embedding.page,
    integrity: integrity.get(bundle.embedding.page) ?? '',
  };
  const apiBase = (org.proxyUrl ?? options.proxyUrl ?? API_BASE).replace(/\/+$/, '');
  const assets = new Map<string, Uint8Array>();
  const use = (path: string) => {
    const contents = bundled.get(path);
    if (!contents) throw new BuildError(`the page bundle has no ${path}`);
    assets.set(path, contents);
    // A script's license notices (bundle-client.ts: legalComments) travel with it.
    const notices = bundled.get(`${path}${LEGAL_SUFFIX}`);
    if (notices) assets.set(`${path}${LEGAL_SUFFIX}`, notices);
  };
  use(bundle.entries.styles);
  use(bundle.entries['thank-you']);
  if (embed) {
    use(bundle.embedding.host);
    use(bundle.embedding.page);
  }
  const security = { org, integrity, checkoutUrls: options.checkoutUrls };
  const languages = languagesOf(org);
  const pages: RenderedPage[] = [];
  for (const form of org.forms) {
    use(bundle.entries.forms[form.kind]);
    for (const path of bundle.fetchedLater[form.kind] ?? []) use(path);
    const zakat = zakatTargetOf(org, form);
    if (zakat) use(bundle.zakatCalculator);
    const logo = form.logo && logos.get(form.logo.src);
    if (logo) assets.set(logo.path, logo.contents);
    const context = { assets: bundle.entries, styles, pageStyles, apiBase, logo, security, languages, messageKeys, zakat, embed };
    for (const language of languages) {
      const inLanguage = { ...context, language, orgTexts: orgTextsOf(org, language) };
      pages.push(
        renderWith(file, kindOf(form).template, form, () => renderFormPage(org, form, inLanguage)),
        renderWith(file, 'templates/ThankYouPage.tsx', form, () => renderThankYouPage(org, form, inLanguage)),
      );
    }
    if (form.kind === 'card-checkout' && form.provider === 'demo') {
      use(bundle.entries['demo-card-provider']);
      const template = 'templates/card-checkout/DemoProviderPage.tsx';
      pages.push(renderWith(file, template, form, () => renderDemoProviderPage(form, context)));
    }
  }
  const files = [
    ...pages.map((page) => ({ path: page.path, contents: encoder.encode(page.html), headers: page.headers })),
    ...[...assets].map(([path, contents]) => ({ path, contents, headers: ASSET_HEADERS })),
    ...listingFiles(org.siteUrl, pages),
  ];
  const seen = new Set<string>();
  for (const { path } of files) {
    if (seen.has(path)) {
      throw new BuildError(`${file}: two pages would be written to ${org.id}/${path}; give the forms routes that do not overlap`);
    }
    seen.add(path);
  }
  return files.map((built) => ({ org: org.id, ...built }));
}

/** `org` with `preview` (`BuildSiteOptions.previewEmbedOrigins`) among its `embed.origins`. */
function withPreviewOrigins(org: Org, preview: readonly string[] = []): Org {
  if (preview.length === 0) return org;
  return { ...org, embed: { origins: [...new Set([...(org.embed?.origins ?? []), ...preview])] } };
}

/**
 * `sitemap.xml` and `robots.txt` (`site-listing.ts`) listing the `pages` search engines may list, for an
 * org hosted at `siteUrl`; none without it, as a sitemap needs absolute addresses.
 */
function listingFiles(
  siteUrl: string | undefined,
  pages: readonly RenderedPage[],
): { path: string; contents: Uint8Array; headers: FileHeaders }[] {
  if (!siteUrl) return [];
  const listed = pages.flatMap(({ meta: { url, alternates, noindex } }) => (url && !noindex ? [{ url, alternates }] : []));
  return [
    { path: SITEMAP_FILE, contents: encoder.encode(sitemapXml(listed)), headers: LISTING_HEADERS },
    { path: ROBOTS_FILE, contents: encoder.encode(robotsTxt(siteUrl)), headers: LISTING_HEADERS },
  ];
}

/**
 * What of the stylesheet (its source `css`) each page carries: the base and the parts its HTML and its
 * script (among `bundled`) can use (build/style-parts.ts). The words of each script are read once.
 * @throws BuildError naming the stylesheet when a part is not valid CSS or cannot be inlined.
 */
function pageStylesOf(css: string, bundled: ReadonlyMap<string, Uint8Array>): NonNullable<RenderContext['pageStyles']> {
  let parts: StylePart[];
  try {
    parts = styleParts(css, 'templates/styles.css', BROWSER_TARGET);
  } catch (cause) {
    throw new BuildError('templates/styles.css could not be split into its parts', cause);
  }
  for (const part of parts) inlinedStyles(part.css);
  const scriptWords = new Map<string, Set<string>>();
  return ({ language, html, script }) => {
    let words = scriptWords.get(script);
    if (!words) {
      words = wordsIn(decoder.decode(bundled.get(script) ?? new Uint8Array()));
      scriptWords.set(script, words);
    }
    const pageWords = wordsIn(html);
    return pageStyles(parts, language, { has: (word) => pageWords.has(word) || words.has(word) });
  };
}

/** `css` as every page carries it (`inlineStyleText`). @throws BuildError naming the stylesheet when it cannot be inlined. */
function inlinedStyles(css: string): string {
  try {
    return inlineStyleText(css);
  } catch (cause) {
    throw new BuildError('templates/styles.css cannot go inside the pages', cause);
  }
}

/**
 * Builds every org in `orgs` (see `buildSiteWithAssets`) and returns the files alone.
 * @throws BuildError naming the org file, or the template entry, that failed; the cause is kept.
 */
export async function buildSite(orgs: readonly LoadedOrg[], options: BuildSiteOptions = {}): Promise<BuiltFile[]> {
  return (await buildSiteWithAssets(orgs, options)).files;
}

/**
 * Builds every org in `orgs`, bundling the client scripts and reading each logo once for all of them;
 * also returns the assets' names, so `forms serve` can show a page again with the same assets.
 * @throws BuildError naming the org file, or the template entry, that failed; the cause is kept.
 */
export async function buildSiteWithAssets(orgs: readonly LoadedOrg[], options: BuildSiteOptions = {}): Promise<BuiltSite> {
  const logos = await readLogos(orgs, options.orgsDir);
  const bundle = await bundleClient().catch((cause: unknown) => {
    const sources = [
      ...FORM_KINDS.map((kind) => kindNamed(kind).template),
      'templates/client/thank-you.ts',
      'templates/client/demo-card-provider.ts',
      'templates/styles.css',
    ].join(', ');
    throw new BuildError(`The page scripts and styles (${sources}) could not be bundled`, cause);
  });
  const bundled = new Map(bundle.files.map((asset) => [asset.path, asset.contents]));
  const stylesheet = bundled.get(bundle.entries.styles);
  if (!stylesheet) throw new BuildError(`the page bundle has no ${bundle.entries.styles}`);
  const shared: SharedAssets = {
    bundle,
    bundled,
    messageKeys: new Map(
      bundle.files
        .filter((asset) => asset.path.endsWith('.js'))
        .map((asset) => [asset.path, messageKeysIn(decoder.decode(asset.contents))]),
    ),
    integrity: new Map(bundle.files.map((asset) => [asset.path, integrityOf(asset.contents)])),
    logos,
    styles: inlinedStyles(decoder.decode(stylesheet)),
    pageStyles: pageStylesOf(await readFile(STYLES_SOURCE, 'utf8'), bundled),
  };
  const files = orgs.flatMap((loaded) => buildOrg(loaded, shared, options));
  const logoNames = new Map([...logos].map(([source, { contents: _, ...name }]) => [source, name]));
  return { files, styles: bundle.entries.styles, logos: logoNames };
}
