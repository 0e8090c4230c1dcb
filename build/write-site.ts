/**
 * Writes the files of `buildSite` to disk, as `<outDir>/<org>/<path>`, with the compressed copies of its
 * text files (`precompress.ts`: `<path>.br`, `<path>.gz`) and each org's `_headers` (`headers-file.ts`),
 * so a static host can send the pages compressed and with their headers.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { BuildError } from './build-error.ts';
import type { BuiltFile } from './build-site.ts';
import { HEADERS_FILE, headersFile } from './headers-file.ts';
import { precompressedCopies } from './precompress.ts';

export interface WriteSiteOptions {
  /** Remove each written org's folder first, so files of renamed routes or old hashes disappear. Other
   * orgs' folders are left alone. */
  clean?: boolean;
}

/** The absolute path of `file`, refusing any path that would leave the org's folder. */
function targetPath(outDir: string, file: BuiltFile): string {
  const orgDir = resolve(outDir, file.org);
  const target = resolve(orgDir, file.path);
  if (!target.startsWith(orgDir + sep) || resolve(outDir, file.org, '..') !== resolve(outDir)) {
    throw new BuildError(
      `The build produced ${file.org}/${file.path}, which lies outside ${file.org}/ in ${outDir}; check the org id and routes`,
    );
  }
  return target;
}

/** `files` and, for each org with headers, its `_headers` file. */
function withHeadersFiles(files: readonly BuiltFile[]): BuiltFile[] {
  const encoder = new TextEncoder();
  const extra: BuiltFile[] = [];
  for (const org of new Set(files.map((file) => file.org))) {
    const text = headersFile(files.filter((file) => file.org === org));
    if (text !== undefined) extra.push({ org, path: HEADERS_FILE, contents: encoder.encode(text) });
  }
  return [...files, ...extra];
}

/**
 * Writes every file, its compressed copies and each org's `_headers`, creating folders as needed.
 * @throws BuildError when a path would leave its org folder, when an org's headers cannot be written as
 * `_headers` rules, or names the file that could not be written.
 */
export async function writeSite(outDir: string, files: readonly BuiltFile[], opts: WriteSiteOptions = {}): Promise<void> {
  const all = [...withHeadersFiles(files), ...(await precompressedCopies(files))];
  const targets = all.map((file) => ({ file, target: targetPath(outDir, file) }));
  if (opts.clean) {
    for (const org of new Set(files.map((file) => file.org))) {
      await rm(resolve(outDir, org), { recursive: true, force: true });
    }
  }
  for (const { file, target } of targets) {
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    } catch (cause) {
      throw new BuildError(`${target} could not be written; check that the folder is writable`, cause);
    }
  }
}
