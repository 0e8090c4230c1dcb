/** The site built from every org file, once per process, with lookups by org and path. */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../../orgs/types.ts';
import { buildSite, type BuiltFile } from '../../../build/build-site.ts';

export interface BuiltSite {
  orgs: LoadedOrg[];
  files: BuiltFile[];
}

let site: Promise<BuiltSite> | undefined;

export function builtSite(): Promise<BuiltSite> {
  site ??= loadOrgs().then(async (orgs) => ({ orgs, files: await buildSite(orgs) }));
  return site;
}

/** The file `path` of `org`, or undefined. */
export function fileAt(files: readonly BuiltFile[], org: string, path: string): BuiltFile | undefined {
  return files.find((file) => file.org === org && file.path === path);
}

/** The file's contents as text. */
export function text(file: BuiltFile): string {
  return new TextDecoder().decode(file.contents);
}

/**
 * Every URL a page loads or links to that stays on the same host: stylesheet, scripts, images and the
 * logo URL inside the page props (not inline `data:` URLs such as the icon: they are no file).
 */
export function pageUrls(html: string): string[] {
  const attributes = [...html.matchAll(/<(?:link|script|img)\b[^>]*?\b(?:href|src)="([^"]+)"/g)]
    // The other language's page (rel="alternate") is a page, not an asset this one loads.
    .filter((match) => !match[0].includes('rel="alternate"'))
    .map((match) => match[1]!)
    .filter((url) => !url.startsWith('data:'));
  const logo = /"logo":\{"url":"([^"]+)"/.exec(html)?.[1];
  return logo ? [...attributes, logo] : attributes;
}
