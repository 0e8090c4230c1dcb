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

test('phones keep four digits at each end, or only the last two of a short number', () => {
  assert.is(maskPhone('03001234567'), '0300•••4567');
  assert.is(maskPhone('0300-1234567'), '0300•••4567');
  assert.is(maskPhone('+92 300 1234567'), '+9230•••4567');
  assert.is(maskPhone('1234567'), '•••67');
  assert.is(maskPhone(''), '');
  assert.not.match(maskPhone('03001234567'), '123');
});

test.run();
