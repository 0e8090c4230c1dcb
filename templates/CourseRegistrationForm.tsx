/**
 * The basic life support course registration (spec section 2): the instructions, then first name, last
 * name, father name, gender, email, phone, CNIC (digits only, at most 13, as the registrant types),
 * address (the hospital) and the fee, shown read-only: the server charges the org file's fee whatever
 * the page sends (DESIGN.md). Field names are those of spec section 3.
 */
import { CNIC_DIGITS, GENDERS } from '../orgs/rules/course-registration-rules.ts';
import type { CourseRegistrationFormDef } from '../orgs/types.ts';
import { digitsOnly, withFilter } from './fields/input-filters.ts';
import { ReadOnlyField } from './fields/ReadOnlyField.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { formatAmount } from './zakat/format-amount.ts';
import { courseRegistrationFields } from '../orgs/rules/course-registration-rules.ts';

export interface CourseRegistrationFormProps {
  form: CourseRegistrationFormDef;
  apiBase: string;
  logoUrl?: string;
}

const cnicFilter = digitsOnly(CNIC_DIGITS);
const genderOptions = GENDERS.map((value) => ({ value }));

export function CourseRegistrationForm({ form, apiBase, logoUrl }: CourseRegistrationFormProps) {
  const state = useOrderForm(form, apiBase, courseRegistrationFields);
  const field = (name: string, label: string) => fieldProps(state, name, label);
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <section className="instructions" aria-labelledby="instructions-heading">
          <h2 id="instructions-heading">Before you register</h2>
          <ul>
            {form.instructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ul>
        </section>
        <p className="form-note">Fields marked * are required.</p>
        <form ref={state.formRef} className="form-grid" method="post" action={`${apiBase}/orders`} onSubmit={state.submit}>
          <input type="hidden" name="route" value={form.route} />
          <TextField {...field('firstName', 'First Name')} autoComplete="given-name" />
          <TextField {...field('lastName', 'Last Name')} autoComplete="family-name" />
          <TextField {...field('fatherName', 'Father Name')} autoComplete="off" />
          <SelectField {...field('gender', 'Gender')} options={genderOptions} placeholder="Select gender" />
          <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <TextField
            {...field('phoneNumber', form.phone.label)}
            type="tel"
            autoComplete="tel"
            placeholder={form.phone.placeholder}
          />
          <TextField
            {...withFilter(field('cnicNumber', 'CNIC'), cnicFilter)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="13 digits, no dashes"
          />
          <TextField {...field('address', form.addressLabel)} autoComplete="street-address" />
          <ReadOnlyField name="amount" label="Course fee" value={formatAmount(String(form.fee.amount), form.fee.currency)} />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
