import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { relativeUrl, routeFolder, thankYouFolder } from '../../build/site-paths.ts';

test('a route becomes its folder, keeping the letter case', () => {
  assert.is(routeFolder('/merchantform/jhrtrust'), 'merchantform/jhrtrust');
  assert.is(routeFolder('/merchantform/DarUlSukoon/Donation'), 'merchantform/DarUlSukoon/Donation');
  assert.is(routeFolder('/finiz'), 'finiz');
  assert.is(thankYouFolder('/finiz'), 'finiz/thank-you');
});

test('asset URLs climb out of the page folder to the org folder', () => {
  assert.is(relativeUrl('merchantform/jhrtrust', 'assets/client-ABC.js'), '../../assets/client-ABC.js');
  assert.is(relativeUrl('merchantform/jhrtrust/thank-you', 'assets/x.css'), '../../../assets/x.css');
  assert.is(relativeUrl('finiz', 'assets/x.css'), '../assets/x.css');
  assert.is(relativeUrl('', 'assets/x.css'), 'assets/x.css');
  const page = new URL('https://example.org/some/base/merchantform/jhrtrust/');
  assert.is(new URL(relativeUrl('merchantform/jhrtrust', 'assets/a.js'), page).pathname, '/some/base/assets/a.js');
});

test.run();
