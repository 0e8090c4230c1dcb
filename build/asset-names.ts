/**
 * Content-hashed names for files copied into `assets/` (logos). Like esbuild's `[name]-[hash]`, the name
 * changes whenever the contents do, so hosts may cache assets forever, and the same name in two orgs'
 * folders always means the same bytes (which lets `forms serve` merge the folders).
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

/** 'assets/ndf-logo-1A2B3C4D.svg' for a source path such as 'assets/ndf-logo.svg' and its bytes. */
export function hashedAssetPath(source: string, contents: Uint8Array): string {
  const extension = extname(source);
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
  return `assets/${basename(source, extension)}-${hash}${extension}`;
}
