/**
 * The phone metadata (libphonenumber-js, about 30 KB gzipped) is loaded by the associates page only:
 * no other kind's script holds it. (Sizes are checked for every kind in bundle-client.test.ts.)
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientBundle } from '../../build/bundle-client.ts';
import type { FormKind } from '../../orgs/kinds.ts';

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

const holdsPhoneMetadata = (paths: string[]) =>
  paths.some((path) => Object.keys(bundle.metafile.outputs[path]!.inputs).some((input) => input.includes('libphonenumber-js')));

test('only the associates script loads the phone metadata', () => {
  const kinds = Object.keys(bundle.entries.forms) as FormKind[];
  const loading = kinds.filter((kind) => holdsPhoneMetadata(staticClosure(bundle.entries.forms[kind])));
  assert.equal(loading, ['associates']);
});

test.run();
