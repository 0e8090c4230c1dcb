/**
 * `forms serve --watch`: the served pages follow the files a maintainer edits. A change to an org file
 * (`<orgs>/<id>.yaml`) loads the org files again and rebuilds that org's pages; a change under
 * `templates/` (styles, page scripts) rebuilds every org. The open page then reloads (`live-reload.ts`).
 * An edit that cannot be built (an org file with a problem, a page that fails to render) changes
 * nothing served: the last good pages stay, and the problem is reported on stderr (`file:line:col path
 * message` for an org file) and in the page's console.
 *
 * Only the pages follow: the proxy keeps the org files it started with (accounts, amounts, currencies
 * it accepts), and the page markup comes from the command's own code as it started, so those need a
 * restart of `forms serve`. Rebuilds run one at a time; changes made during one are built next, together.
 */
import { EventEmitter } from 'node:events';
import { type FSWatcher, watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSiteWithAssets } from '../build/build-site.ts';
import { defaultOrgsDir, loadOrgs } from '../orgs/load-orgs.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import { createLiveReload, withReloadScript } from './live-reload.ts';
import { type BuiltPages, pagesHandler, type ServeOptions } from './pages-app.ts';
import { reportFailure } from './report-failure.ts';

/** The folder whose changes rebuild every org: the page templates, scripts and styles. */
export const TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));

/** The served pages, following the files; `events` emits `rebuilt` (the org ids) and `failed` (the error). */
export interface WatchedPages extends BuiltPages {
  events: EventEmitter<{ rebuilt: [orgIds: string[]]; failed: [error: unknown] }>;
  /** Stops watching and ends the pages' event streams. */
  close(): Promise<void>;
}

export interface WatchOptions extends ServeOptions {
  /** Where changes rebuild every org; default `TEMPLATES_DIR`. */
  templatesDir?: string;
}

/**
 * Builds the pages of `orgs` (loaded from `options.orgsDir`, default the project's `orgs/`) with the
 * reload script, serves them with the reload stream, and rebuilds on changes (see above).
 * @throws BuildError when the first build fails (nothing is watched then).
 */
export async function watchedPages(orgs: readonly LoadedOrg[], options: WatchOptions): Promise<WatchedPages> {
  const orgsDir = options.orgsDir ?? defaultOrgsDir;
  const first = await buildSiteWithAssets(orgs, options);
  let files = withReloadScript(first.files);
  let handler = pagesHandler(orgs, files, options.preview);
  const live = createLiveReload();
  const events: WatchedPages['events'] = new EventEmitter();

  /** Org file names changed since the last rebuild; `everything` after a template change. */
  const pending = new Set<string>();
  let everything = false;
  let running: Promise<void> | undefined;

  async function rebuild(names: ReadonlySet<string>, all: boolean): Promise<void> {
    try {
      const next = await loadOrgs(orgsDir);
      const touched = next.filter(({ file }) => all || names.has(basename(file)));
      const kept = new Set(next.map(({ org }) => org.id));
      const ids = new Set(touched.map(({ org }) => org.id));
      const built = touched.length > 0 ? (await buildSiteWithAssets(touched, options)).files : [];
      // An org whose file was removed leaves with its pages.
      const nextFiles = [...files.filter((file) => kept.has(file.org) && !ids.has(file.org)), ...withReloadScript(built)];
      const nextHandler = pagesHandler(next, nextFiles, options.preview);
      [files, handler] = [nextFiles, nextHandler];
      process.stderr.write(`forms serve --watch: rebuilt ${[...ids].join(', ') || 'the route list'}\n`);
      live.send('rebuilt', [...ids].join('\n'));
      events.emit('rebuilt', [...ids]);
    } catch (error) {
      process.stderr.write('forms serve --watch: the edit could not be built; the last good pages stay:\n');
      reportFailure(error);
      live.send('failed', error instanceof Error ? error.message : String(error));
      events.emit('failed', error);
    }
  }

  function changed(name: string | undefined, all: boolean): void {
    if (all) everything = true;
    else if (name) pending.add(name);
    running ??= (async () => {
      while (everything || pending.size > 0) {
        const [names, allOrgs] = [new Set(pending), everything];
        pending.clear();
        everything = false;
        await rebuild(names, allOrgs);
      }
      running = undefined;
    })();
  }

  const watchers: FSWatcher[] = [
    watch(orgsDir, (_event, name) => {
      if (name?.endsWith('.yaml')) changed(name, false);
    }),
    watch(options.templatesDir ?? TEMPLATES_DIR, { recursive: true }, () => changed(undefined, true)),
  ];
  // A watched folder removed or renamed stops its watcher; the pages keep being served as they are.
  for (const watcher of watchers) {
    watcher.on('error', (error) => process.stderr.write(`forms serve --watch stopped watching a folder: ${error.message}\n`));
  }

  return {
    styles: first.styles,
    logos: first.logos,
    get files() {
      return files;
    },
    events,
    handle(req: IncomingMessage, res: ServerResponse) {
      if (!live.handle(req, res)) handler(req, res);
    },
    async close() {
      for (const watcher of watchers) watcher.close();
      live.close();
      await running;
    },
  };
}
