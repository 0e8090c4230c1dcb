/**
 * The phone metadata (libphonenumber-js): only the associates script carries libphonenumber, with the
 * cut of its metadata (every dial code, Pakistan's plan: 1.5 KB gzipped); the whole small metadata (19 KB
 * gzipped) is no script's part but a JSON file beside them, which the associates script fetches later
 * by the name and Subresource Integrity value the build wrote into it. (Sizes: bundle-client.test.ts,
 * first-visit-bytes.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientBundle } from '../../build/bundle-client.ts';
import { integrityOf } from '../../build/subresource-integrity.ts';
import type { FormKind } from '../../orgs/kinds.ts';

let bundle: ClientBundle;
test.before(async () => {
  bundle = await bundleClient();
});

const inputsOf = (kind: FormKind) => Object.keys(bundle.metafile.outputs[bundle.entries.forms[kind]]!.inputs);
const kinds = () => Object.keys(bundle.entries.forms) as FormKind[];
const fileAt = (path: string) => bundle.files.find((file) => file.path === path)!;

test('only the associates script carries libphonenumber, with the cut of its metadata and not the whole', () => {
  assert.equal(
    kinds().filter((kind) => inputsOf(kind).some((input) => input.includes('libphonenumber-js'))),
    ['associates'],
  );
  assert.ok(inputsOf('associates').includes('templates/fields/phone-country-data.json'));
  for (const kind of kinds())
    assert.not.ok(
      inputsOf(kind).some((input) => input.includes('metadata.min.json')),
      kind,
    );
});

test('the whole metadata is a file fetched later, its name and integrity in the associates script only', async () => {
  const later = bundle.fetchedLater.associates ?? [];
  assert.is(later.length, 1);
  const [path] = later as [string];
  assert.match(path, /^assets\/phone-metadata-[0-9A-F]{8}\.json$/);
  const published = await readFile(createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json'));
  assert.equal(fileAt(path).contents, new Uint8Array(published));
  const integrity = integrityOf(fileAt(path).contents);
  for (const kind of kinds()) {
    const code = new TextDecoder().decode(fileAt(bundle.entries.forms[kind]).contents);
    const names = code.includes(`"./${basename(path)}"`) && code.includes(`"${integrity}"`);
    assert.is(names, kind === 'associates', kind);
  }
  assert.equal(Object.keys(bundle.fetchedLater), ['associates']);
});

test.run();
