/** The typing filters of the original forms: letters and spaces, digits (at most N), and wrapping a field's onValue. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FieldProps } from '../../../templates/fields/field-props.ts';
import { digitsOnly, lettersAndSpaces, withFilter } from '../../../templates/fields/input-filters.ts';

test('letters and spaces: digits and marks go, letters of any script stay', () => {
  assert.is(lettersAndSpaces('Ayesha K. Khan-2 '), 'Ayesha K Khan ');
  assert.is(lettersAndSpaces('عائشہ خان!'), 'عائشہ خان');
  assert.is(lettersAndSpaces('1234'), '');
});

test('digits only, cut to the maximum', () => {
  assert.is(digitsOnly(13)('35202-1234567-1'), '3520212345671');
  assert.is(digitsOnly(13)('35202123456719999'), '3520212345671');
  assert.is(digitsOnly()('2,500.50 PKR'), '250050');
  assert.is(digitsOnly(13)('abc'), '');
});

test('digits only: Urdu and Arabic-Indic digits stay, as the ASCII digits the form sends', () => {
  assert.is(digitsOnly(13)('۳۵۲۰۲-۱۲۳۴۵۶۷-۱'), '3520212345671');
  assert.is(digitsOnly()('٢٥٠٠'), '2500');
  assert.is(digitsOnly()('2۵٠0'), '2500');
  assert.is(digitsOnly()('२५००'), '', "another script's digits are no digits");
});

test('withFilter: the field stores the filtered value; the other props are unchanged', () => {
  const stored: [string, string][] = [];
  const field: FieldProps = {
    name: 'cnicNumber',
    label: 'CNIC',
    value: '',
    required: true,
    onValue: (name, value) => void stored.push([name, value]),
    onLeave: () => {},
  };
  const filtered = withFilter(field, digitsOnly(13));
  filtered.onValue('cnicNumber', '42101-12a');
  assert.equal(stored, [['cnicNumber', '4210112']]);
  assert.equal({ ...filtered, onValue: undefined }, { ...field, onValue: undefined });
});

test.run();
