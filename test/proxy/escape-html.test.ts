/** `escapeHtml`, the proxy's one HTML escaper (simulator pages, pages for posts without JavaScript). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml } from '../../proxy/escape-html.ts';

test('the five characters that can end text or an attribute are escaped, & first', () => {
  assert.is(escapeHtml(`<a href="x" title='y'>&amp;</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
});

test('other text is left as it is', () => {
  assert.is(escapeHtml('Ayesha Khan, Lahore: 2500 PKR — شکریہ'), 'Ayesha Khan, Lahore: 2500 PKR — شکریہ');
});

test.run();
