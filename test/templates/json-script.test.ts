import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toJsonScriptText } from '../../templates/json-script.ts';

test('text that could end or corrupt a script block is escaped and parses back to the same value', () => {
  const value = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', lines: 'a\u2028b\u2029c', plain: 'Zakat' };
  const text = toJsonScriptText(value);
  assert.not.match(text, /[<>&\u2028\u2029]/);
  assert.not.match(text.toLowerCase(), '</script');
  assert.equal(JSON.parse(text), value);
});

test('plain JSON is left as JSON.stringify writes it', () => {
  const value = { route: '/merchantform/a-trust', currencies: ['PKR', 'USD'], amount: 2500 };
  assert.is(toJsonScriptText(value), JSON.stringify(value));
});

test.run();
