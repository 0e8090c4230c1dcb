import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { writeSite } from '../../build/write-site.ts';

let out = '';
const bytes = (value: string) => new TextEncoder().encode(value);
const files: BuiltFile[] = [
  { org: 'jhrtrust', path: 'merchantform/jhrtrust/index.html', contents: bytes('<p>form</p>') },
  { org: 'jhrtrust', path: 'assets/client-AAAA1111.js', contents: bytes('1') },
  { org: 'finiz', path: 'finiz/index.html', contents: bytes('<p>finiz</p>') },
];

test.before.each(async () => {
  out = await mkdtemp(join(tmpdir(), 'forms-write-'));
});
test.after.each(() => rm(out, { recursive: true, force: true }));

test('writes each file to <outDir>/<org>/<path>', async () => {
  await writeSite(out, files);
  for (const file of files) assert.is(await readFile(join(out, file.org, file.path), 'utf8'), new TextDecoder().decode(file.contents));
});

test('beside each text file go its Brotli and gzip copies, which decompress to its bytes; an image gets none', async () => {
  const png: BuiltFile = { org: 'finiz', path: 'assets/logo-BBBB2222.png', contents: bytes('png') };
  await writeSite(out, [...files, png]);
  for (const file of files) {
    const target = join(out, file.org, file.path);
    assert.equal(brotliDecompressSync(await readFile(`${target}.br`)), Buffer.from(file.contents), `${target}.br`);
    assert.equal(gunzipSync(await readFile(`${target}.gz`)), Buffer.from(file.contents), `${target}.gz`);
  }
  assert.not.ok(existsSync(join(out, 'finiz/assets/logo-BBBB2222.png.br')));
  assert.not.ok(existsSync(join(out, 'finiz/assets/logo-BBBB2222.png.gz')));
});

test('clean removes the written orgs folders first and leaves other orgs alone', async () => {
  await mkdir(join(out, 'jhrtrust/assets'), { recursive: true });
  await writeFile(join(out, 'jhrtrust/assets/client-OLD00000.js'), 'old');
  await mkdir(join(out, 'ndf'), { recursive: true });
  await writeFile(join(out, 'ndf/index.html'), 'other org');
  await writeSite(out, files, { clean: true });
  assert.not.ok(existsSync(join(out, 'jhrtrust/assets/client-OLD00000.js')));
  assert.ok(existsSync(join(out, 'jhrtrust/assets/client-AAAA1111.js')));
  assert.is(await readFile(join(out, 'ndf/index.html'), 'utf8'), 'other org');
});

test('without clean, files already there stay', async () => {
  await mkdir(join(out, 'jhrtrust/assets'), { recursive: true });
  await writeFile(join(out, 'jhrtrust/assets/client-OLD00000.js'), 'old');
  await writeSite(out, files);
  assert.ok(existsSync(join(out, 'jhrtrust/assets/client-OLD00000.js')));
});

test("each org with headers gets a _headers file at its folder's root; an org without headers gets none", async () => {
  const policy = { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'" };
  await writeSite(out, [{ ...files[0]!, headers: policy }, ...files.slice(1)]);
  const written = await readFile(join(out, 'jhrtrust/_headers'), 'utf8');
  assert.match(written, "/merchantform/jhrtrust/\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'self'\n");
  assert.match(written, "/merchantform/jhrtrust/index.html\n  Content-Security-Policy: default-src 'none'; frame-ancestors 'self'\n");
  assert.not.ok(existsSync(join(out, 'finiz/_headers')));
});

test('a path that would leave the org folder is refused before anything is written', async () => {
  for (const bad of [
    { org: 'jhrtrust', path: '../ndf/index.html' },
    { org: '../outside', path: 'index.html' },
    { org: '', path: 'index.html' },
  ]) {
    try {
      await writeSite(out, [...files, { ...bad, contents: bytes('x') }]);
      assert.unreachable(`${bad.org}/${bad.path} should be refused`);
    } catch (error) {
      assert.is((error as Error).name, 'BuildError', `${bad.org}/${bad.path}`);
    }
    assert.not.ok(existsSync(join(out, 'jhrtrust')), 'nothing written');
  }
});

test.run();
