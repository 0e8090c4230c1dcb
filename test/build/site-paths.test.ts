import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { folderUrl, pageFolder, relativeUrl, routeFolder, thankYouFolder } from '../../build/site-paths.ts';

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

test("a route's Urdu pages are in ur/ inside its folder; the English ones stay where they were", () => {
  assert.is(pageFolder('/merchantform/jhrtrust'), 'merchantform/jhrtrust');
  assert.is(pageFolder('/merchantform/jhrtrust', 'en'), 'merchantform/jhrtrust');
  assert.is(pageFolder('/merchantform/jhrtrust', 'ur'), 'merchantform/jhrtrust/ur');
  assert.is(thankYouFolder('/finiz', 'ur'), 'finiz/ur/thank-you');
});

test('a page reaches another folder by the shortest relative URL', () => {
  assert.is(folderUrl('zakat', 'zakat/ur'), 'ur/');
  assert.is(folderUrl('zakat/ur', 'zakat'), '../');
  assert.is(folderUrl('zakat/thank-you', 'zakat/ur/thank-you'), '../ur/thank-you/');
  assert.is(folderUrl('zakat', 'zakat'), './');
  assert.is(folderUrl('a/b', 'c'), '../../c/');
  const page = new URL('https://example.org/base/zakat/ur/thank-you/');
  assert.is(new URL(folderUrl('zakat/ur/thank-you', 'zakat/thank-you'), page).pathname, '/base/zakat/thank-you/');
});

test.run();
