/**
 * The org files of the donation pages, zakat forms and campaign form follow the routes of orgs/
 * and the original forms' lists: kinds and variants, currencies, defaults, minimums with their
 * placeholders, donation types with their accounts, campaigns, the widget and the rates link.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { listRoutes } from '../../orgs/routes.ts';
import type { FormDef } from '../../orgs/types.ts';
import { DONOR_ROUTES, donorForm } from './helpers/donor-forms.ts';

let forms: FormDef[] = [];
test.before(async () => {
  const loaded = await Promise.all(['darulsukoon', 'jtq', 'qnq-foundation'].map((only) => loadOrgs(undefined, { only })));
  forms = loaded.flat().flatMap(({ org }) => org.forms);
});

const spec = { PKR: 'Minimum Amount RS 500', USD: 'Minimum Amount $5' };

test('each route is on its org with the kind the route table gives it', async () => {
  const loaded = await Promise.all(['darulsukoon', 'jtq', 'qnq-foundation'].map((only) => loadOrgs(undefined, { only })));
  const rows = listRoutes(loaded.flat().map(({ org }) => org));
  assert.equal(Object.fromEntries(rows.map((row) => [row.route, row.orgId])), DONOR_ROUTES);
  assert.equal(Object.fromEntries(rows.map((row) => [row.route, row.kind])), {
    '/merchantform/DarUlSukoon/Donation': 'donation-page',
    '/merchantform/DarUlSukoon/Zakat': 'donation-page',
    '/merchantform/JTQ/Donation': 'campaign-form',
    '/merchantform/JTQ/Zakat': 'zakat-form',
    '/merchantform/QNQ-foundation': 'zakat-form',
  });
});

test('donation and zakat pages: headings, seven currencies, no default, minimums, no widget while its provider is unknown, banner', async () => {
  for (const [route, title, purpose] of [
    ['/merchantform/DarUlSukoon/Donation', 'Donation', 'Donation'],
    ['/merchantform/DarUlSukoon/Zakat', 'Zakat', 'Zakat'],
  ] as const) {
    const form = await donorForm('darulsukoon', route, 'donation-page');
    assert.is(form.title, title);
    assert.is(form.purposeOfDonation, purpose);
    assert.equal(form.currencies, ['PKR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'AED']);
    assert.is(form.defaultCurrency, undefined);
    assert.equal(form.minimums, [
      { currency: 'PKR', amount: 500, placeholder: spec.PKR },
      { currency: 'USD', amount: 5, placeholder: spec.USD },
    ]);
    assert.equal([form.phone.placeholder, form.phone.required], ['03XXXXXXXXX', true]);
    assert.is(form.currencyWidget, undefined);
    assert.is(form.logo.src, 'assets/darulsukoon-banner.svg');
  }
});

test('zakat forms: PKR default, PKR and USD, minimums, the variant parts', async () => {
  const summary = await donorForm('jtq', '/merchantform/JTQ/Zakat', 'zakat-form');
  const plain = await donorForm('qnq-foundation', '/merchantform/QNQ-foundation', 'zakat-form');
  for (const form of [summary, plain]) {
    assert.equal([form.currencies, form.defaultCurrency], [['PKR', 'USD'], 'PKR'], form.route);
    assert.equal(
      (form.minimums ?? []).map((minimum) => [minimum.currency, minimum.amount, minimum.placeholder]),
      [
        ['PKR', 500, spec.PKR],
        ['USD', 5, spec.USD],
      ],
    );
    assert.equal([form.phone.required, form.phone.submitMessage], [true, 'PhoneNumber is required.']);
  }
  assert.is(summary.variant, 'summary');
  assert.match(summary.quote!.source, '2:261');
  assert.is(plain.variant, 'plain');
  assert.match(plain.ratesLink!.url, /^https:\/\//);
});

test('campaign form: currencies, donation types with separate accounts, the nine campaigns', async () => {
  const form = await donorForm('jtq', '/merchantform/JTQ/Donation', 'campaign-form');
  assert.equal(form.currencies, ['USD', 'PKR', 'AED', 'GBP', 'EUR']);
  assert.is(form.defaultCurrency, undefined);
  assert.equal(
    form.donationType.options.map((option) => [option.value, option.account]),
    [
      ['Zakat', 'zakat'],
      ['Donation', 'donation'],
    ],
  );
  assert.equal(
    form.campaign.options.map((option) => option.value),
    [
      'OrphanCare',
      'WaqfQurban',
      'GazaRelief',
      'AfghanistanRelief',
      'WinterRelief',
      'Waterforlife',
      'DisasterEmergencyRelief',
      'CommunityServices',
      'ClimateAction',
    ],
  );
});

test('every one of these forms returns the donor to its thank-you page', () => {
  assert.is(forms.length, 5);
  for (const form of forms) assert.is('callback' in form && form.callback, 'thank-you', form.route);
});

test.run();
