/** `POST /api/orders` refuses the platform pages, which take no payment: 404, and PayPro is never called. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

test('each platform route is refused as a page that takes no payment; a payment form still works', async () => {
  const { org } = await platformForms();
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro, [org, ...(await testOrgs())]);
  try {
    for (const { route } of org.forms) {
      const response = await proxy.post({ route, values: { ...GRID_VALUES, email: 'someone@example.org' } });
      assert.is(response.status, 404, route);
      assert.equal(await response.json(), {
        error: { code: 'unknown_form', message: `The page at ${route} takes no payment, so it creates no order. Use the page itself.` },
      });
    }
    assert.equal(paypro.calls, []);
    const paid = await proxy.post({ route: '/merchantform/grid-three-currencies', values: GRID_VALUES });
    assert.is(paid.status, 200);
  } finally {
    await proxy.close();
  }
});

test.run();
