/**
 * Test build of the associates script whose every-country phone metadata comes from the loader a test
 * put on `window.testPhoneLoader` (and whose fakes are on `window.testDeps`, as in flow-entry.tsx).
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import { AssociatesForm } from '../../../templates/AssociatesForm.tsx';
import { hydrateFormPage } from '../../../templates/client/hydrate-form-page.tsx';
import { PhoneMetadataLoaderContext } from '../../../templates/fields/InternationalPhoneField.tsx';
import type { OrderDeps } from '../../../templates/order-flow/order-deps.ts';

const test = window as unknown as { testDeps: OrderDeps; testPhoneLoader: () => Promise<MetadataJson> };
hydrateFormPage(
  document,
  'associates',
  (props) => (
    <PhoneMetadataLoaderContext value={test.testPhoneLoader}>
      <AssociatesForm {...props} />
    </PhoneMetadataLoaderContext>
  ),
  test.testDeps,
);
