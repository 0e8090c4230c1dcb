/**
 * The phone metadata (libphonenumber-js, about 30 KB gzipped) is loaded by the associates page only:
 * no other kind's script holds it, and the associates script holds it once. Logs each of the three
 * kinds' sizes: the entry alone and with the chunks it imports.
 */
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientBundle } from '../../build/bundle-client.ts';
import type { FormKind } from '../../build/form-kinds.ts';

let bundle: ClientBundle;
test.before(async () => {
  bundle = await bundleClient();
});

/** The entry's output and every output it imports statically, transitively. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of bundle.metafile.outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

const gzipped = (paths: string[]) => paths.reduce((sum, path) => sum + gzipSync(bundle.files.find((file) => file.path === path)!.contents).length, 0);
const holdsPhoneMetadata = (paths: string[]) =>
  paths.some((path) => Object.keys(bundle.metafile.outputs[path]!.inputs).some((input) => input.includes('libphonenumber-js')));

test('only the associates script loads the phone metadata', () => {
  const kinds = Object.keys(bundle.entries.forms) as FormKind[];
  const loading = kinds.filter((kind) => holdsPhoneMetadata(staticClosure(bundle.entries.forms[kind])));
  assert.equal(loading, ['associates']);
});

test('sizes of the associates, course registration and fixed-amount scripts (gzipped)', () => {
  for (const kind of ['associates', 'course-registration', 'fixed-amount'] as const) {
    const entry = bundle.entries.forms[kind];
    const own = gzipped([entry]);
    const all = gzipped(staticClosure(entry));
    console.log(`\n  ${kind}: entry ${(own / 1024).toFixed(1)} KB, with shared chunks ${(all / 1024).toFixed(1)} KB gzipped`);
    assert.ok(own > 0 && all >= own);
  }
});

test.run();
