import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashedAssetPath } from '../../build/asset-names.ts';

const bytes = (value: string) => new TextEncoder().encode(value);

test('a logo is named after its file and an 8-character hash of its bytes', () => {
  assert.match(hashedAssetPath('assets/ndf-logo.svg', bytes('<svg/>')), /^assets\/ndf-logo-[0-9A-F]{8}\.svg$/);
  assert.is(hashedAssetPath('assets/ndf-logo.svg', bytes('<svg/>')), hashedAssetPath('other/ndf-logo.svg', bytes('<svg/>')));
});

test('different bytes give a different name', () => {
  assert.is.not(hashedAssetPath('assets/ndf-logo.svg', bytes('<svg/>')), hashedAssetPath('assets/ndf-logo.svg', bytes('<svg></svg>')));
});

test.run();
