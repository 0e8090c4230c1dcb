import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeBid } from '../../../proxy/simulator/bid.ts';

test('decodes the padding whether PayPro wrote %3d or %3D', () => {
  for (const bid of ['MDExMDIyMDU2MDAwMDE%3d', 'MDExMDIyMDU2MDAwMDE%3D']) {
    const query = new URLSearchParams(`bid=${bid}`).get('bid') ?? '';
    assert.is(decodeBid(query), '01102205600001');
  }
});

test('rejects bids that are not base64 of a digit string', () => {
  assert.is(decodeBid(''), undefined);
  assert.is(decodeBid('not base64!'), undefined);
  assert.is(decodeBid(Buffer.from('abc').toString('base64')), undefined);
  assert.is(decodeBid('MDExMDIyMDU2MDAwMDE'), undefined, 'unpadded is not canonical');
});

test.run();
