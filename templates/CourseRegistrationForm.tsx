/**
 * The basic life support course registration: the instructions, then first name, last
 * name, father name, gender, email, phone, CNIC (digits only, at most 13, as the registrant types),
 * address (the hospital) and the fee, shown read-only: the server charges the org file's fee whatever
 * the page sends (the README's decisions). Field names are those of the original forms.
 */
import { CNIC_DIGITS, GENDERS } from '../orgs/kinds/course-registration/rules.ts';
import type { CourseRegistrationFormDef } from '../orgs/types.ts';
import { ChoiceSelect } from './fields/ChoiceSelect.tsx';
import { EmailField } from './fields/EmailField.tsx';
import { FixedPriceField } from './fields/FixedPriceField.tsx';
import { digitsOnly, withFilter } from './fields/input-filters.ts';
import { PhoneField } from './fields/PhoneField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import type { FieldNames } from '../orgs/rules/form-rules.ts';
import { courseRegistrationFields } from '../orgs/kinds/course-registration/rules.ts';

export interface CourseRegistrationFormProps {
  form: CourseRegistrationFormDef;
  apiBase: string;
  logoUrl?: string;
}

const cnicFilter = digitsOnly(CNIC_DIGITS);
const genderOptions = GENDERS.map((value) => ({ value }));

export function CourseRegistrationForm({ form, apiBase, logoUrl }: CourseRegistrationFormProps) {
  const state = useSubmitted(useOrderForm(form, apiBase, courseRegistrationFields));
  const field = (name: FieldNames<ReturnType<typeof courseRegistrationFields>>, label: string) => fieldProps(state, name, label);
  const instructions = (
    <section className="instructions" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading">Before you register</h2>
      <ul>
        {form.instructions.map((instruction) => (
          <li key={instruction}>{instruction}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <OrderFormCard form={form} apiBase={apiBase} logoUrl={logoUrl} state={state} intro={instructions}>
      <TextField {...field('firstName', 'First Name')} autoComplete="given-name" />
      <TextField {...field('lastName', 'Last Name')} autoComplete="family-name" />
      <TextField {...field('fatherName', 'Father Name')} autoComplete="off" />
      <ChoiceSelect {...field('gender', 'Gender')} options={genderOptions} />
      <EmailField state={state} />
      <PhoneField state={state} phone={form.phone} />
      <TextField
        {...withFilter(field('cnicNumber', 'CNIC'), cnicFilter)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="13 digits, no dashes"
      />
      <TextField {...field('address', form.addressLabel)} autoComplete="street-address" />
      <FixedPriceField label="Course fee" price={form.fee} />
    </OrderFormCard>
  );
}
