/**
 * Orders typed on an Urdu or Arabic keyboard: an order whose amount, phone, CNIC or zip code is posted in
 * Extended Arabic-Indic (۰–۹) or Arabic-Indic (٠–٩) digits is accepted, and what reaches PayPro (the fake
 * client) and the ledger is ASCII: the same order as one typed in ASCII digits.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { credentialVariables } from '../../../proxy/config.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { REGISTRATION_VALUES } from '../../orgs/helpers/course-values.ts';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, type RunningProxy, startProxy } from '../helpers/proxy-app.ts';

/** Any digit of the Arabic script, which must never reach PayPro or the ledger. */
const ARABIC_SCRIPT_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
const IN_URDU = { path: '/api/orders?lang=ur' };

/** Credentials of the fixtures' `donation` accounts beside the test proxy's own. */
function donationCredentials(...orgIds: string[]): Record<string, string> {
  return Object.fromEntries(
    orgIds.flatMap((orgId) => {
      const names = credentialVariables(orgId, 'donation');
      return [
        [names.clientId, `${orgId}-client`],
        [names.clientSecret, `${orgId}-secret`],
        [names.merchantId, `${orgId}-merchant`],
      ];
    }),
  );
}

let orgs: Org[];
test.before(async () => {
  orgs = await fixtureOrgs(['grid-three-currencies', 'course-registration', 'wizard-address']);
});

/** Posts each of `bodies` (to an Urdu page's address) on a fresh proxy, each answered 200; resolves to what PayPro and the ledger got. */
async function ordered(...bodies: unknown[]): Promise<{ sent: unknown[]; rows: Record<string, unknown>[] }> {
  const paypro = fakePayPro(...bodies.map((_, index) => accepted(`order-${index + 1}`)));
  const proxy: RunningProxy = await startProxy(paypro, orgs, donationCredentials('course-registration', 'wizard-address'));
  try {
    for (const body of bodies) {
      const response = await proxy.post(body, IN_URDU);
      assert.is(response.status, 200, await response.clone().text());
    }
    const rows = await proxy.database.db.selectFrom('orders').selectAll().orderBy('order_number').execute();
    return { sent: paypro.calls.map((call) => call.order), rows };
  } finally {
    await proxy.close();
  }
}

test('a grid order with its amount and phone in Urdu digits reaches PayPro and the ledger in ASCII, as the ASCII order does', async () => {
  const { sent, rows } = await ordered(
    { route: '/merchantform/grid-three-currencies', values: { ...GRID_VALUES, amount: '۲۵۰۰', phoneNumber: '۰۳۰۰-۱۲۳۴۵۶۷' } },
    { route: '/merchantform/grid-three-currencies', values: { ...GRID_VALUES, amount: '٢٥٠٠', phoneNumber: '٠٣٠٠-١٢٣٤٥٦٧' } },
    { route: '/merchantform/grid-three-currencies', values: GRID_VALUES },
  );
  const [urdu, arabic, ascii] = sent as [
    [unknown, Record<string, unknown>],
    [unknown, Record<string, unknown>],
    [unknown, Record<string, unknown>],
  ];
  assert.equal([urdu[1].OrderAmount, urdu[1].CustomerMobile], ['2500', '03001234567']);
  const withoutNumber = (order: [unknown, Record<string, unknown>]) => JSON.stringify(order).replace(/order-\d/g, 'ORDER');
  assert.is(withoutNumber(urdu), withoutNumber(ascii));
  assert.is(withoutNumber(arabic), withoutNumber(ascii));
  assert.equal(
    rows.map((row) => [row.amount, row.donor_phone]),
    [
      ['2500', '03001234567'],
      ['2500', '03001234567'],
      ['2500', '03001234567'],
    ],
  );
  assert.not.match(JSON.stringify(rows), ARABIC_SCRIPT_DIGIT);
});

test('a course registration with its CNIC and phone in Arabic-Indic digits, and a wizard with a mixed amount and an Urdu zip code: ASCII to PayPro and the ledger', async () => {
  const { sent, rows } = await ordered(
    {
      route: '/course-registration',
      values: { ...REGISTRATION_VALUES, cnicNumber: '٤٢١٠١١٢٣٤٥٦٧٨', phoneNumber: '٠٣٢١-٧٦٥٤٣٢١' },
    },
    {
      route: '/wizard-address',
      values: {
        currency: 'PKR',
        amount: '1۰٠0',
        donationPurpose: 'General',
        firstName: 'Ayesha',
        lastName: 'Khan',
        email: 'ayesha@example.org',
        contactNumber: '۰۳۰۰ ۱۲۳۴۵۶۷',
        address: 'House 1, Street 2',
        country: 'Pakistan',
        province: 'Sindh',
        zipCode: '۷۵۵۰۰',
        city: 'Karachi',
      },
    },
  );
  const text = JSON.stringify(sent);
  assert.not.match(text, ARABIC_SCRIPT_DIGIT);
  assert.match(text, '4210112345678');
  assert.match(text, '75500');
  const [, wizard] = sent as [unknown, [unknown, Record<string, unknown>]];
  assert.equal([wizard[1].OrderAmount, wizard[1].CustomerMobile], ['1000', '03001234567']);
  assert.not.match(JSON.stringify(rows), ARABIC_SCRIPT_DIGIT);
  assert.equal(
    rows.map((row) => [row.amount, row.donor_phone]),
    [
      ['17000', '03217654321'],
      ['1000', '03001234567'],
    ],
  );
  assert.match(String(rows[1]!.bill_detail), '75500');
});

test.run();
