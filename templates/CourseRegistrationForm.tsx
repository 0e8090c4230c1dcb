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
import type { MessageKey } from '../orgs/i18n/catalogue.ts';
import { courseRegistrationFields } from '../orgs/kinds/course-registration/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import type { PageImage } from './page-props.ts';

export interface CourseRegistrationFormProps {
  form: CourseRegistrationFormDef;
  apiBase: string;
  logo?: PageImage;
}

const cnicFilter = digitsOnly(CNIC_DIGITS);
/** The label of each gender the rules accept; the value sent stays the rules' own. */
const GENDER_LABELS = { Male: 'course.male', Female: 'course.female' } as const satisfies Record<(typeof GENDERS)[number], MessageKey>;

export function CourseRegistrationForm({ form, apiBase, logo }: CourseRegistrationFormProps) {
  const { t, text } = useTranslator();
  const state = useSubmitted(useOrderForm(form, apiBase, courseRegistrationFields));
  const genderOptions = GENDERS.map((value) => ({ value, label: t(GENDER_LABELS[value]) }));
  const field = (name: FieldNames<ReturnType<typeof courseRegistrationFields>>, label: string) => fieldProps(state, name, label);
  const instructions = (
    <section className="instructions" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading">{t('course.instructionsHeading')}</h2>
      <ul>
        {form.instructions.map((instruction) => (
          <li key={instruction}>{text(instruction)}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <OrderFormCard form={form} apiBase={apiBase} logo={logo} state={state} intro={instructions}>
      <TextField {...field('firstName', t('form.firstName'))} autoComplete="given-name" />
      <TextField {...field('lastName', t('form.lastName'))} autoComplete="family-name" />
      <TextField {...field('fatherName', t('course.fatherName'))} autoComplete="off" />
      <ChoiceSelect {...field('gender', t('course.gender'))} options={genderOptions} />
      <EmailField state={state} />
      <PhoneField state={state} phone={form.phone} />
      <TextField
        {...withFilter(field('cnicNumber', t('course.cnic')), cnicFilter)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('form.nationalIdPlaceholder')}
      />
      <TextField {...field('address', text(form.addressLabel))} autoComplete="address-line1" />
      <FixedPriceField label={t('course.fee')} price={form.fee} />
    </OrderFormCard>
  );
}
