/** Script of the membership renewal page: the lookup, the details with the fee table, the payment. */
import { MembershipRenewalForm } from '../MembershipRenewalForm.tsx';
import { hydrateFormPage } from './hydrate-form-page.tsx';

hydrateFormPage(document, 'membership-renewal', (props) => <MembershipRenewalForm {...props} />);
