/**
 * Compressed copies of the built text files, made once at build time at the strongest settings, so a
 * host sends each page and script in as few bytes as it can without compressing on every request:
 * `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside `<file>`, which nginx
 * (`gzip_static`, and `brotli_static` of its Brotli module), Caddy (`file_server precompressed`) and most
 * CDNs send as they are to a browser that accepts them
 * (https://nginx.org/en/docs/http/ngx_http_gzip_static_module.html,
 * https://caddyserver.com/docs/caddyfile/directives/file_server). `forms serve` sends the same bytes
 * (`cli/site-files.ts`). Compression runs on libuv's thread pool, so files are compressed in parallel.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BuiltFile } from './build-site.ts';

/** The encodings a copy is made in, in the order a server prefers them. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** The file name suffix of each encoding's copy. */
const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** Extensions of the files worth compressing: text. Images other than SVG are compressed already. */
const TEXT_EXTENSIONS = new Set(['html', 'js', 'css', 'svg', 'json']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether the file at `path` (any '/'-separated path) is text a host should send compressed. */
export function isCompressible(path: string): boolean {
  return TEXT_EXTENSIONS.has(path.slice(path.lastIndexOf('.') + 1).toLowerCase());
}

/**
 * `contents` compressed in `encoding` at the strongest setting (Brotli quality 11 in text mode, gzip
 * level 9). Same input, same bytes.
 */
async function compress(contents: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array> {
  if (encoding === 'gzip') return gzipAsync(contents, { level: 9 });
  return brotli(contents, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: contents.byteLength,
    },
  });
}

/**
 * A `compress` that makes each copy once: the first call for a `key` (a name for `contents`, e.g. its
 * path or digest) and an encoding compresses, later ones get the same promise.
 */
export function compressingOnce(): (key: string, contents: Uint8Array, encoding: ContentEncoding) => Promise<Uint8Array> {
  const made = new Map<string, Promise<Uint8Array>>();
  return (key, contents, encoding) => {
    const id = `${encoding}:${key}`;
    const known = made.get(id);
    if (known) return known;
    const copy = compress(contents, encoding);
    made.set(id, copy);
    return copy;
  };
}

/**
 * The `.br` and `.gz` copies of every compressible file in `files` (without headers of their own: a host
 * sends the original's), each file's bytes compressed once however many orgs share them.
 */
export async function precompressedCopies(files: readonly BuiltFile[]): Promise<BuiltFile[]> {
  const once = compressingOnce();
  const copies = files
    .filter((file) => isCompressible(file.path))
    .flatMap((file) => {
      const digest = createHash('sha256').update(file.contents).digest('base64');
      return CONTENT_ENCODINGS.map(async (encoding) => ({
        org: file.org,
        path: file.path + ENCODING_SUFFIX[encoding],
        contents: await once(digest, file.contents, encoding),
      }));
    });
  return Promise.all(copies);
}
