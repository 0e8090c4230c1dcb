/**
 * orgs/platform.yaml: the product's own pages at the routes of orgs/, an org with no merchant account,
 * and the schema's limits on the sample form's amounts and the checkout's provider.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSchema } from '../../orgs/load/schema-findings.ts';
import { listRoutes } from '../../orgs/routes.ts';
import { accountsUsedBy } from '../../proxy/orders/merchant-account.ts';
import { orgCredentialVariables } from '../../proxy/config.ts';
import { platformForms } from './helpers/platform-forms.ts';

test('the three pages are at their the routes of orgs/, with the spec amounts and the demo provider', async () => {
  const { org, sample, checkout } = await platformForms('real');
  assert.equal(
    listRoutes([org]).map((row) => [row.route, row.kind]),
    [
      ['/donationformtest', 'sample-contribution'],
      ['/iframetest', 'card-checkout'],
      ['/merchant/deactive_package_or_account', 'account-removal'],
    ],
  );
  assert.is(org.displayName, 'Platform');
  assert.equal(sample.amounts, [200, 300, 4000]);
  assert.is(checkout.provider, 'demo');
});

test('the org has no merchant account, and the proxy needs no credential for it', async () => {
  const { org } = await platformForms('real');
  assert.equal(org.accounts, {});
  for (const form of org.forms) assert.equal(accountsUsedBy(form), [], form.route);
  assert.equal(orgCredentialVariables(org), []);
});

/** A valid copy of the platform org with `change` applied to the form of `kind`. */
async function variant(kind: string, change: (form: Record<string, unknown>) => void): Promise<unknown> {
  const copy = structuredClone((await platformForms('real')).org) as unknown as { forms: Record<string, unknown>[] };
  change(copy.forms.find((form) => form.kind === kind)!);
  return copy;
}

test('the schema accepts the platform org as it is', async () => {
  assert.ok(checkSchema(structuredClone((await platformForms('real')).org)).ok);
});

test('the sample amounts must be whole, positive and listed once', async () => {
  const findingsFor = async (amounts: number[]) => {
    const result = checkSchema(await variant('sample-contribution', (form) => (form.amounts = amounts)));
    return result.ok ? [] : result.findings.map(({ path, message }) => ({ path, message }));
  };
  assert.equal(await findingsFor([200, 300, 200]), [
    { path: '/forms/1/amounts', message: 'must not list the same value twice (items 0 and 2 are equal)' },
  ]);
  assert.equal(await findingsFor([200, 2.5, 0]), [
    { path: '/forms/1/amounts/1', message: 'must be a whole number' },
    { path: '/forms/1/amounts/2', message: 'must be at least 1' },
  ]);
  assert.equal(await findingsFor([]), [{ path: '/forms/1/amounts', message: 'must list at least one item' }]);
});

test('the provider is demo or an http(s) URL, said in words', async () => {
  for (const provider of ['https://pay.example.com/card', 'http://localhost:3000/checkout', 'demo']) {
    assert.ok(checkSchema(await variant('card-checkout', (form) => (form.provider = provider))).ok, provider);
  }
  const result = checkSchema(await variant('card-checkout', (form) => (form.provider = 'javascript:alert(1)')));
  assert.equal(result.ok ? [] : result.findings, [
    {
      path: '/forms/2/provider',
      message: 'must be demo (the demo provider page built beside the checkout page) or an http:// or https:// URL',
    },
  ]);
});

test.run();
