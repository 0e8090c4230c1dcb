/** The lookup shows a member's contact details masked: recognisable to the member, useless to a harvester. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { maskEmail, maskPhone } from '../../../proxy/routes/masked-contact.ts';

test('emails keep the first letters and the last domain label only', () => {
  assert.is(maskEmail('ayesha@textiles.example.com'), 'a•••@t•••.com');
  assert.is(maskEmail(' Bilal@Mail.Example.PK '), 'B•••@M•••.PK');
  assert.is(maskEmail('x@localhost'), 'x•••@l•••');
  assert.is(maskEmail('not-an-email'), 'n•••');
  assert.is(maskEmail(''), '');
  for (const email of ['ayesha@textiles.example.com', 'bilal.ahmed@gmail.com']) {
    const masked = maskEmail(email);
    assert.not.match(masked, email.split('@')[0]!.slice(0, 2), `${email} -> ${masked}`);
  }
});

test('phones show the first two and the last two digits, one dot for each hidden one; a short number no digit', () => {
  assert.is(maskPhone('03001234567'), '03•••••••67');
  assert.is(maskPhone('0300-1234567'), '03•••••••67');
  assert.is(maskPhone('+92 300 1234567'), '+92••••••••67');
  assert.is(maskPhone('1234567'), '12•••67');
  assert.is(maskPhone('123456'), '••••••');
  assert.is(maskPhone(''), '');
  // At most the last three digits that tell numbers apart, whatever the number.
  for (const phone of ['03001234567', '+92 321 7654321', '021-34567890', '+44 7911 123456']) {
    const shown = maskPhone(phone).replace(/\D/g, '');
    const kind = phone.replace(/\D/g, '').slice(0, 2);
    assert.ok(shown.startsWith(kind) && shown.length - kind.length <= 3, `${phone} -> ${maskPhone(phone)}`);
  }
});

test.run();
