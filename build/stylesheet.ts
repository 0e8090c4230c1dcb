/**
 * The pages' one stylesheet, `templates/styles.css`. Its built name is a hash of its source
 * (`hashedAssetPath`, as for logos), not of esbuild's minified output: the name still changes exactly
 * when the stylesheet does, and `forms proxy`, which links it from the pages it shows again without
 * building them, knows it by reading one file, without starting esbuild.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashedAssetPath } from './asset-names.ts';

/** Absolute path of `templates/styles.css`. */
export const STYLES_SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../templates/styles.css');

/**
 * The built stylesheet's path relative to an org's folder, e.g. 'assets/styles-1A2B3C4D.css', for the
 * stylesheet at `source` (absolute; default `STYLES_SOURCE`).
 * @throws the file system's error when `source` cannot be read.
 */
export async function stylesheetPath(source: string = STYLES_SOURCE): Promise<string> {
  return hashedAssetPath('assets/styles.css', new Uint8Array(await readFile(source)));
}
