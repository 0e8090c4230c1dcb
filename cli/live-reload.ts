/**
 * The page side of `forms serve --watch`: a server-sent-events stream at `/__forms/reload` that says
 * `rebuilt` after each rebuild (and `failed`, with the problem, when an edit could not be built), and a
 * small script at `/__forms/reload.js` that reloads the open page on `rebuilt` and logs `failed` in the
 * browser's console. The script is added only to the pages served in watch mode (`withReloadScript`),
 * never to what `forms build` writes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuiltFile } from '../build/build-site.ts';

export const RELOAD_EVENTS_PATH = '/__forms/reload';
export const RELOAD_SCRIPT_PATH = '/__forms/reload.js';

const RELOAD_SCRIPT = `const events = new EventSource('${RELOAD_EVENTS_PATH}');
events.addEventListener('rebuilt', () => location.reload());
events.addEventListener('failed', (event) => console.error('forms serve --watch kept the last good pages:\\n' + event.data));
`;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * `files` with each HTML page loading the reload script before `</body>`, and its
 * Content-Security-Policy letting the page open the event stream on its own origin (`connect-src`
 * gains 'self'); the script itself is same-origin, which every page's `script-src 'self'` allows.
 */
export function withReloadScript(files: readonly BuiltFile[]): BuiltFile[] {
  return files.map((file) => {
    if (!file.path.endsWith('.html')) return file;
    const html = decoder.decode(file.contents).replace('</body>', `<script src="${RELOAD_SCRIPT_PATH}"></script></body>`);
    const policy = file.headers?.['Content-Security-Policy'];
    const headers = policy === undefined ? file.headers : { ...file.headers, 'Content-Security-Policy': withSelfConnect(policy) };
    return { ...file, contents: encoder.encode(html), ...(headers && { headers }) };
  });
}

/** `policy` whose connect-src includes 'self' (added, or a directive of its own when there is none). */
function withSelfConnect(policy: string): string {
  const directives = policy.split(/;\s*/).filter(Boolean);
  const at = directives.findIndex((directive) => directive.startsWith('connect-src '));
  if (at < 0) return [...directives, "connect-src 'self'"].join('; ');
  if (!directives[at]!.split(' ').includes("'self'")) directives[at] = directives[at]!.replace('connect-src', "connect-src 'self'");
  return directives.join('; ');
}

/** The event stream and the script, as one Node handler, and a way to tell every open page. */
export interface LiveReload {
  /** Answers the two paths above; returns false (and writes nothing) for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sends `event` (`rebuilt` or `failed`) with `data` (its lines) to every open page. */
  send(event: 'rebuilt' | 'failed', data: string): void;
  /** Ends every open stream, so the server can close. */
  close(): void;
}

export function createLiveReload(): LiveReload {
  const streams = new Set<ServerResponse>();
  return {
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0];
      if (path === RELOAD_SCRIPT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(RELOAD_SCRIPT);
        return true;
      }
      if (path !== RELOAD_EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // A comment line, so the browser (and a test) knows at once that the stream is open.
      res.write(': watching\n\n');
      streams.add(res);
      res.on('close', () => streams.delete(res));
      return true;
    },
    send(event, data) {
      const lines = data.split('\n').map((line) => `data: ${line}\n`);
      for (const stream of streams) stream.write(`event: ${event}\n${lines.join('')}\n`);
    },
    close() {
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
