/** ajv's errors, worded for maintainers. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSchema } from '../../../orgs/load/schema-findings.ts';
import type { Finding } from '../../../orgs/load/finding.ts';
import { orgSchema } from '../../../orgs/org-schema.ts';

/** The form kinds in schema order, as the message lists them. */
const kinds = (orgSchema.properties.forms.items.oneOf as { properties: { kind: { const: string } } }[])
  .map((branch) => branch.properties.kind.const)
  .join(', ');

/** A valid org with one standard grid form; `change` edits the copy's form. */
function org(change: (form: Record<string, unknown>, root: Record<string, unknown>) => void = () => {}): unknown {
  const form: Record<string, unknown> = {
    kind: 'standard-grid',
    route: '/acme',
    title: 'Donate to Acme',
    account: 'donation',
    theme: 'light',
    nameLabel: 'Name',
    currencies: ['PKR', 'USD'],
    purpose: {
      field: 'donationType',
      label: 'Donation purpose',
      requiredMessage: 'Donation type is required.',
      options: [{ value: 'Zakat' }],
    },
    phone: { label: 'WhatsApp Number', required: false },
  };
  const root: Record<string, unknown> = {
    id: 'acme',
    displayName: 'Acme',
    accounts: { donation: { label: 'Acme donations' } },
    forms: [form],
  };
  change(form, root);
  return root;
}

function findings(data: unknown): Finding[] {
  const result = checkSchema(data);
  return result.ok ? [] : result.findings;
}

test('a valid org passes and comes back typed', () => {
  const result = checkSchema(org());
  assert.ok(result.ok);
  assert.is(result.ok && result.org.forms[0]?.route, '/acme');
});

test('patterns are described in words', () => {
  assert.equal(findings(org((form) => (form.route = '/acme/'))), [
    {
      path: '/forms/0/route',
      message: 'must be a path like /merchantform/jhrtrust: segments of letters, digits, _ and -, each after a /, no trailing slash',
    },
  ]);
  assert.equal(findings(org((_, root) => (root.id = 'Acme'))), [
    { path: '/id', message: 'must be lowercase letters and digits in words joined by single hyphens, e.g. khubaib-foundation' },
  ]);
  assert.equal(findings(org((form) => (form.callback = 'ftp://example.org'))), [
    { path: '/forms/0/callback', message: "must be thank-you (the org's own thank-you page) or an http:// or https:// URL" },
  ]);
});

test('an empty optional value is a mistake, not an absent property', () => {
  assert.equal(findings(org((form) => (form.logo = null))), [
    { path: '/forms/0/logo', message: 'must be a mapping of names to values (it is empty)' },
  ]);
});

test('an unknown form kind is named with the kinds there are, and its other properties are not judged', () => {
  assert.match(kinds, /^standard-grid, membership-renewal, .+/);
  assert.equal(
    findings(
      org((form) => {
        form.kind = 'wizard';
        form.title = '';
      }),
    ),
    [{ path: '/forms/0/kind', message: `must be one of the form kinds: ${kinds}` }],
  );
  assert.equal(findings(org((form) => Reflect.deleteProperty(form, 'kind'))), [
    { path: '/forms/0', message: `must have required property 'kind' (one of the form kinds: ${kinds})` },
  ]);
});

test('types, limits and lists read plainly', () => {
  assert.equal(
    findings(
      org((form) => {
        form.title = '';
        (form.phone as Record<string, unknown>).required = 'yes';
        form.maxAmount = 0;
      }),
    ),
    [
      { path: '/forms/0/title', message: 'must not be empty' },
      { path: '/forms/0/phone/required', message: 'must be true or false' },
      { path: '/forms/0/maxAmount', message: 'must be greater than 0' },
    ],
  );
});

/** A valid org with one membership renewal form; `change` edits the copy's form. */
function membershipOrg(change: (form: Record<string, unknown>) => void = () => {}): unknown {
  const form: Record<string, unknown> = {
    kind: 'membership-renewal',
    route: '/acme',
    title: 'Membership renewal',
    theme: 'light',
    membershipTypes: [{ value: 'Associate', account: 'associate', classFee: 3700, idLetters: ['A'] }],
    idCardFee: 500,
    duesYear: { label: '2024-25', validUntil: '2025-06-30' },
    consumerCodePrefix: '1752',
  };
  change(form);
  return {
    id: 'acme',
    displayName: 'Acme',
    contactEmail: 'members@acme.example.org',
    accounts: { associate: { label: 'Dues' } },
    forms: [form],
  };
}

test('a membership renewal form is checked against its own schema', () => {
  assert.ok(checkSchema(membershipOrg()).ok);
  assert.equal(
    findings(
      membershipOrg((form) => {
        form.consumerCodePrefix = 1752;
        form.idCardFee = 0;
        form.membershipTypes = [{ value: 'Associate', account: 'associate', classFee: 3700.5, idLetters: ['A'] }];
        form.currencies = ['PKR'];
      }),
    ),
    [
      {
        path: '/forms/0',
        message:
          "has unknown property 'currencies'; remove it, or use one of: kind, route, title, description, theme, logo, membershipTypes, idCardFee, duesYear, consumerCodePrefix, callback",
        anchor: { pointer: '/forms/0/currencies', key: true },
      },
      { path: '/forms/0/membershipTypes/0/classFee', message: 'must be a whole number' },
      { path: '/forms/0/idCardFee', message: 'must be at least 1' },
      { path: '/forms/0/consumerCodePrefix', message: 'must be a string' },
    ],
  );
  assert.equal(findings(membershipOrg((form) => (form.consumerCodePrefix = '17a2'))), [
    { path: '/forms/0/consumerCodePrefix', message: "must be 1 to 8 digits in quotes, e.g. '1752'" },
  ]);
});

test('a repeated currency points at the repeat', () => {
  assert.equal(findings(org((form) => (form.currencies = ['PKR', 'USD', 'PKR']))), [
    {
      path: '/forms/0/currencies',
      message: 'must not list the same value twice (items 0 and 2 are equal)',
      anchor: { pointer: '/forms/0/currencies/2' },
    },
  ]);
});

test('a bad account key is named once, at the key', () => {
  assert.equal(findings(org((_, root) => (root.accounts = { Donation: { label: 'x' } }))), [
    {
      path: '/accounts',
      message: "has key 'Donation', which must be lowercase letters and digits in words joined by single hyphens, e.g. khubaib-foundation",
      anchor: { pointer: '/accounts/Donation', key: true },
    },
  ]);
});

test('an unknown property is named, with its key as the anchor', () => {
  assert.equal(findings(org((_, root) => (root.colour = 'blue'))), [
    {
      path: '/',
      message:
        "has unknown property 'colour'; remove it, or use one of: id, displayName, contactEmail, siteUrl, proxyUrl, allowedOrigins, languages, translations, zakatCalculator, receipts, embed, accounts, forms",
      anchor: { pointer: '/colour', key: true },
    },
  ]);
});

test('frameAncestors, which embed.origins replaced, is refused with a pointer to embed.origins', () => {
  assert.equal(findings(org((_, root) => (root.frameAncestors = ['https://www.acme.org.pk']))), [
    {
      path: '/',
      message:
        "has unknown property 'frameAncestors': moved to embed.origins (embed: {origins: [https://www.example.org]}), which also lets those sites size the frame",
      anchor: { pointer: '/frameAncestors', key: true },
    },
  ]);
});

test('an org lists English among its languages, each language once, and gives translations as text', () => {
  /** The findings for the valid org with `entries` set at its top level. */
  const withEntries = (entries: Record<string, unknown>) => findings(org((_form, root) => Object.assign(root, entries)));
  const paths = (entries: Record<string, unknown>) => withEntries(entries).map((finding) => finding.path);
  assert.equal(withEntries({ languages: ['en', 'ur'] }), []);
  assert.equal(withEntries({ translations: { ur: { 'Donate to Acme': 'ایکمی کو عطیہ دیں' } } }), []);
  assert.equal(withEntries({ languages: ['ur'] }), [{ path: '/languages', message: 'must include en' }]);
  assert.equal(paths({ languages: ['en', 'fr'] }), ['/languages/1']);
  assert.equal(paths({ languages: ['en', 'en'] }), ['/languages']);
  assert.equal(paths({ translations: { ur: { 'Donate to Acme': '' } } }), ['/translations/ur/Donate to Acme']);
  assert.equal(paths({ translations: { fr: {} } }), ['/translations']);
});

test.run();
