/**
 * Control characters, bidi controls, invisible and tag characters and lone surrogates never reach PayPro's
 * CustomerName or BillDetail01.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';

const ROUTE = '/merchantform/grid-three-currencies';

test('422 for a NUL, a line break, a bidi control, an invisible or tag character or a lone surrogate in a text field; PayPro is never called', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    for (const [field, value] of [
      ['name', 'A\u0000B'],
      ['name', 'A\r\nB'],
      ['address', '\u202eevil'],
      ['comments', 'ok\u0000'],
      ['name', 'Ali\u200f Khan'],
      ['name', 'Ali\u200bKhan'],
      ['name', 'Ali\u00adKhan'],
      ['address', 'Lahore\u2028Karachi'],
      ['address', 'Lahore\u{e0041}'],
      ['comments', 'o\ufeffk'],
      ['comments', 'ok\ud800'],
    ] as const) {
      const response = await proxy.post({ route: ROUTE, values: { ...GRID_VALUES, [field]: value } });
      assert.is(response.status, 422, JSON.stringify(value));
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      assert.match(error.fields[field] ?? '', /control characters/, field);
    }
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test("200: the comments box's line breaks reach BillDetail01 as spaces", async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    const values = { ...GRID_VALUES, comments: 'For the well\r\nin Thar' };
    const response = await proxy.post({ route: ROUTE, values });
    assert.is(response.status, 200);
    const order = paypro.calls[0]!.order[1];
    assert.match(JSON.stringify(order.BillDetail01), /"comments":"For the well in Thar"/);
    assert.not.match(JSON.stringify(order.BillDetail01), /\\[rn]/);
  } finally {
    await proxy.close();
  }
});

test.run();
