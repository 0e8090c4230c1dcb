/** The CSV export's formula guard: every character a spreadsheet starts a formula with, and nothing else. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { neutralisedCell } from '../../../cli/orders/export-rows.ts';

test('a cell starting with a formula character, ASCII or full-width (also after spaces), or a tab, CR, LF or NUL, gets an apostrophe', () => {
  for (const first of ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20', ' =', '\u3000\uff1d', '\t', '\r', '\n', '\u0000']) {
    const cell = `${first}HYPERLINK("http://evil.example")`;
    assert.is(neutralisedCell(cell), `'${cell}`, JSON.stringify(first));
  }
});

test('any other cell is kept as it is, formula characters inside it included', () => {
  for (const cell of ['Ayesha Khan', 'a@example.org', '2500', '', ' Ali', 'عائشہ', '\u2212 5', "'quoted"]) {
    assert.is(neutralisedCell(cell), cell, JSON.stringify(cell));
  }
});

test.run();
