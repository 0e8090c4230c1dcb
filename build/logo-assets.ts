/**
 * The logos the org files name, read once and named by content hash (`asset-names.ts`), with the size
 * they are drawn at (`image-size.ts`), for the built pages (`build-site.ts`) and for the pages the proxy
 * shows again (`render-with-errors.ts`), so both point at the same `assets/<name>-<hash>.<ext>` and give
 * its `<img>` the same width and height.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defaultOrgsDir } from '../orgs/load-orgs.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import { hashedAssetPath } from './asset-names.ts';
import { BuildError } from './build-error.ts';
import type { AssetFile } from './bundle-client.ts';
import { imageSize, type ImageSize } from './image-size.ts';
import type { PageImage } from '../templates/page-props.ts';
import { relativeUrl } from './site-paths.ts';

/** A logo as the build writes it: its hashed path and bytes, and its size in CSS pixels. */
export type LogoAsset = AssetFile & ImageSize;

/** A logo as a page refers to it: its hashed path (relative to the org folder) and its size. */
export type LogoName = Omit<LogoAsset, 'contents'>;

/** `logo` as the `<img>` of a page in `folder` (from the org folder) gives it: URL relative to the page, and size. */
export function logoImage(folder: string, logo: LogoName): PageImage {
  return { url: relativeUrl(folder, logo.path), width: logo.width, height: logo.height };
}

/**
 * Every logo of every form of `orgs`, by the org file's `logo.src` (e.g. 'assets/ndf-logo.svg' ->
 * `{ path: 'assets/ndf-logo-1A2B3C4D.svg', contents, width: 120, height: 120 }`), read from `orgsDir`
 * (default this repository's `orgs/`), each file once however many forms name it.
 * @throws BuildError naming the org file, the logo and the route when a logo cannot be read, or gives no
 * size (`ImageSizeError` says what is missing); the cause is kept.
 */
export async function readLogos(orgs: readonly LoadedOrg[], orgsDir: string = defaultOrgsDir): Promise<Map<string, LogoAsset>> {
  const logos = new Map<string, LogoAsset>();
  for (const { org, file } of orgs) {
    for (const form of org.forms) {
      const source = form.logo?.src;
      if (source === undefined || logos.has(source)) continue;
      const contents = await readFile(resolve(orgsDir, source)).catch((cause: unknown) => {
        throw new BuildError(`${file}: the logo ${source} of ${form.route} could not be read; check its path`, cause);
      });
      const bytes = new Uint8Array(contents);
      let size: ImageSize;
      try {
        size = imageSize(bytes);
      } catch (cause) {
        throw new BuildError(
          `${file}: the logo ${source} of ${form.route} has no size the page can reserve its place with; use a PNG, JPEG or WebP, or an SVG with a width and height or a viewBox`,
          cause,
        );
      }
      logos.set(source, { path: hashedAssetPath(source, bytes), contents: bytes, ...size });
    }
  }
  return logos;
}
