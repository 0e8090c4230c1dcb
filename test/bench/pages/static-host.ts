/**
 * A static host for the benchmark on 127.0.0.1 (an ephemeral port), serving a folder of built org folders
 * (`<root>/<org>/...`, each the root of its own site on a real host) at `/<org>/...`, as a plain static host
 * with gzip does: `<path>/` sends `<path>/index.html` (`<path>` without the slash redirects to it); when the
 * request accepts gzip, a `<file>.gz` beside the file is sent as it is with `Content-Encoding: gzip` (nginx
 * `gzip_static`), and otherwise a text file is gzipped on the fly (zlib level 6, nginx's usual setting).
 * Each file also gets the headers its org's `_headers` file gives its path (see `host-headers.ts`).
 * Only GET and HEAD are answered; a missing file is a 404.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contentTypeOf } from '../../../build/content-types.ts';
import { isCompressible } from '../../../build/precompress.ts';
import { type HeaderRule, headersFor, readHeaderRules } from './host-headers.ts';

const gzipped = promisify(gzip);

export interface StaticHost {
  /** 'http://127.0.0.1:<port>', no trailing slash. */
  origin: string;
  /** Stops listening and drops every open connection (a browser keeps them alive). */
  close(): Promise<void>;
}

/** Starts serving `root`. Throws if the folder cannot be read or an org's `_headers` is malformed. */
export async function startStaticHost(root: string): Promise<StaticHost> {
  const rules = new Map<string, HeaderRule[]>();
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory()) rules.set(entry.name, await readHeaderRules(join(root, entry.name, '_headers')));
  }
  const server = createServer((req, res) => {
    answer(root, rules, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The file at `path`, or undefined when there is none (or it is a folder). */
async function fileAt(path: string): Promise<Buffer | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? readFile(path) : undefined;
}

async function answer(root: string, rules: Map<string, HeaderRule[]>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://host');
  const urlPath = decodeURIComponent(url.pathname);
  const relative = normalize(urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath).replace(/^[/\\]+/, '');
  const [org = '', ...rest] = relative.split(sep);
  if (relative.startsWith('..') || rest.at(-1) === '_headers') return notFound(res);
  const path = join(root, relative);
  const body = await fileAt(path);
  if (!body) {
    if (!urlPath.endsWith('/') && (await stat(path).catch(() => undefined))?.isDirectory()) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    return notFound(res);
  }
  // Text (isCompressible) is gzipped on the fly when no `.gz` sibling exists.
  const text = isCompressible(path);
  const headers: Record<string, string | number> = { 'Content-Type': contentTypeOf(path) };
  for (const [name, value] of headersFor(rules.get(org) ?? [], `/${urlPath.split('/').slice(2).join('/')}`)) headers[name] = value;
  let sent = body;
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const precompressed = await fileAt(`${path}.gz`);
    if (precompressed || text) {
      sent = precompressed ?? (await gzipped(body, { level: 6 }));
      headers['Content-Encoding'] = 'gzip';
    }
  }
  if (text || sent !== body) headers.Vary = 'Accept-Encoding';
  headers['Content-Length'] = sent.length;
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : sent);
}
