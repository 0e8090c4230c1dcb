/**
 * The static generator's core: every page and asset of the given orgs, in memory. Each org gets a
 * self-contained folder (DESIGN "Fixed points"): `<route>/index.html` and `<route>/thank-you/index.html`
 * per form (plus `<route>/demo-provider/index.html` for a card checkout framing the demo provider), and
 * `assets/` with the hashed scripts, stylesheet and logos. Each file carries the headers a host should
 * send with it (a page's Content-Security-Policy among them); each page, its policy as a `<meta>` and
 * Subresource Integrity on what it loads. `write-site.ts` puts it on disk.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultOrgsDir } from '../orgs/load-orgs.ts';
import type { FormDef, LoadedOrg } from '../orgs/types.ts';
import { hashedAssetPath } from './asset-names.ts';
import { BuildError } from './build-error.ts';
import { bundleClient, type AssetFile, type ClientBundle } from './bundle-client.ts';
import { formKinds } from './form-kinds.ts';
import { ASSET_HEADERS, type FileHeaders } from './page-headers.ts';
import { renderDemoProviderPage, renderFormPage, renderThankYouPage, type RenderedPage } from './render-pages.ts';
import { integrityOf } from './subresource-integrity.ts';

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
   * Pay pages outside https://*.paypro.com.pk that the proxy may redirect a posted form to (e.g. the
   * configured `PAYPRO_MARKETPLACE_URL`); their origins join the pages' form-action.
   */
  checkoutUrls?: readonly string[];
}

const encoder = new TextEncoder();

/** Reads the form's logo, if it has one, as a hashed asset. */
async function logoAsset(form: FormDef, orgsDir: string): Promise<AssetFile | undefined> {
  if (!form.logo) return undefined;
  const contents = new Uint8Array(await readFile(resolve(orgsDir, form.logo.src)));
  return { path: hashedAssetPath(form.logo.src, contents), contents };
}

/** Runs `render`; if it throws, the error names the org file, the template and the route. */
function renderWith(file: string, template: string, form: FormDef, render: () => RenderedPage): RenderedPage {
  try {
    return render();
  } catch (cause) {
    throw new BuildError(`${file}: ${template} could not render the page of ${form.route}`, cause);
  }
}

/**
 * The files of one org: its pages, the shared bundle and its logos. `integrity` maps each bundle file's
 * path to its Subresource Integrity value.
 */
async function buildOrg(
  loaded: LoadedOrg,
  bundle: ClientBundle,
  integrity: ReadonlyMap<string, string>,
  options: BuildSiteOptions,
): Promise<BuiltFile[]> {
  const { org, file } = loaded;
  const apiBase = (org.proxyUrl ?? options.proxyUrl ?? '/api').replace(/\/+$/, '');
  const assets = new Map(bundle.files.map((asset) => [asset.path, asset.contents]));
  const security = { org, integrity, checkoutUrls: options.checkoutUrls };
  const pages: RenderedPage[] = [];
  for (const form of org.forms) {
    const logo = await logoAsset(form, options.orgsDir ?? defaultOrgsDir).catch((cause: unknown) => {
      throw new BuildError(`${file}: the logo ${form.logo?.src} of ${form.route} could not be read; check its path`, cause);
    });
    if (logo) assets.set(logo.path, logo.contents);
    const context = { assets: bundle.entries, apiBase, logoPath: logo?.path, security };
    pages.push(
      renderWith(file, formKinds[form.kind].template, form, () => renderFormPage(form, context)),
      renderWith(file, 'templates/ThankYouPage.tsx', form, () => renderThankYouPage(org, form, context)),
    );
    if (form.kind === 'card-checkout' && form.provider === 'demo') {
      const template = 'templates/card-checkout/DemoProviderPage.tsx';
      pages.push(renderWith(file, template, form, () => renderDemoProviderPage(form, context)));
    }
  }
  const files = [
    ...pages.map((page) => ({ path: page.path, contents: encoder.encode(page.html), headers: page.headers })),
    ...[...assets].map(([path, contents]) => ({ path, contents, headers: ASSET_HEADERS })),
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

/**
 * Builds every org in `orgs`, bundling the client scripts once for all of them.
 * @throws BuildError naming the org file, or the template entry, that failed; the cause is kept.
 */
export async function buildSite(orgs: readonly LoadedOrg[], options: BuildSiteOptions = {}): Promise<BuiltFile[]> {
  const bundle = await bundleClient().catch((cause: unknown) => {
    const sources = [
      ...Object.values(formKinds).map((kind) => kind.clientEntry),
      'templates/client/thank-you.ts',
      'templates/client/demo-card-provider.ts',
      'templates/styles.css',
    ].join(', ');
    throw new BuildError(`The page scripts and styles (${sources}) could not be bundled`, cause);
  });
  const integrity = new Map(bundle.files.map((asset) => [asset.path, integrityOf(asset.contents)]));
  const perOrg = await Promise.all(orgs.map((loaded) => buildOrg(loaded, bundle, integrity, options)));
  return perOrg.flat();
}
