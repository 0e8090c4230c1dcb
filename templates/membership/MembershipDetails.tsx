/**
 * The renewal page's second step: the membership ID as the member typed it and the company name as
 * PayPro has it (read-only), the email and phone PayPro is to send its receipt to (those on file are
 * shown masked and never used: left empty, nothing is sent), the fee table with its live total, Submit,
 * and a way back to change the type or ID. On success a popup says 'Redirecting to Marketplace' for 1500 ms
 * and the top window goes to the pay page, as in the standard flow; any failure keeps the member here
 * with the message under the form.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../toasts.ts';
import { membershipDues, type MembershipDues } from '../../orgs/kinds/membership-renewal/dues.ts';
import { membershipIdShown } from '../../orgs/kinds/membership-renewal/rules.ts';
import { membershipDetailsRules } from '../../orgs/kinds/membership-renewal/step-rules.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../../orgs/types.ts';
import { EmailField } from '../fields/EmailField.tsx';
import { Honeypot } from '../fields/Honeypot.tsx';
import { unlessHoneypotFilled } from '../fields/honeypot-field.ts';
import { ReadOnlyField } from '../fields/ReadOnlyField.tsx';
import { TextField } from '../fields/TextField.tsx';
import { POPUP_MS } from '../order-flow/flow-text.ts';
import { createIdempotencyKeys } from '../order-flow/idempotency-keys.ts';
import { useOrderDeps } from '../order-flow/order-deps.ts';
import { fieldProps } from '../order-flow/use-field-state.ts';
import { useRequestForm } from '../order-flow/use-request-form.ts';
import { useTranslator } from '../i18n/translator-context.ts';
import { SubmitButton } from '../SubmitButton.tsx';
import { FeeTable } from './FeeTable.tsx';
import { endpointAddress } from '../../orgs/api-contract.ts';
import { requestRenewal, type MemberDetails, type SentLookup } from './membership-api.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';

export interface MembershipDetailsProps {
  form: MembershipRenewalFormDef;
  apiBase: string;
  /** The type chosen on the lookup step. */
  type: MembershipTypeDef;
  /** The lookup step's values, sent again: the proxy looks the member up once more. */
  lookup: SentLookup;
  member: MemberDetails;
  /** Back to the lookup step, its values kept. */
  onBack(): void;
}

/** The hint of a contact field, in `t`'s language: what is on file, and that PayPro writes only to what is typed. */
function onFileHint(masked: string, t: Translator['t']): string {
  return masked === '' ? t('membership.noneOnFile') : t('membership.onFile', { masked });
}

export function MembershipDetails({ form, apiBase, type, lookup, member, onBack }: MembershipDetailsProps) {
  const { t, text } = useTranslator();
  const deps = useOrderDeps();
  const translator = useTranslator();
  const rules = useMemo(() => membershipDetailsRules(translator), [translator]);
  const { state, request, submitWith } = useRequestForm(rules);
  const [idCard, setIdCard] = useState(false);
  // The same renewal sent again (after no answer, say) reuses its key, so it cannot make a second invoice.
  const [keys] = useState(createIdempotencyKeys);
  const dues: MembershipDues = membershipDues(form, type, idCard);
  const heading = useRef<HTMLHeadingElement>(null);

  // The lookup form is gone; tell screen reader and keyboard users where they are now.
  useEffect(() => heading.current?.focus(), []);

  const submit = submitWith(async (values) => {
    const renewal = { ...lookup, email: values.email ?? '', phone: values.phone ?? '', idCard };
    const outcome = await requestRenewal(deps.fetch, apiBase, renewal, keys.keyFor(renewal), translator);
    if (outcome.kind === 'rejected' || outcome.kind === 'invalid') keys.renew();
    if (outcome.kind === 'redirect') {
      toast(t('flow.redirecting'), { duration: POPUP_MS });
      await deps.sleep(POPUP_MS);
      deps.navigate(outcome.redirectUrl);
      return '';
    }
    if (outcome.kind === 'failed' || outcome.kind === 'rejected') return outcome.message;
    // Messages for this step's fields go under them; any other (the lookup's) under the form.
    state.showErrors(outcome.fields);
    return Object.entries(outcome.fields).find(([field]) => !rules.fields.includes(field))?.[1] ?? '';
  });

  return (
    <section aria-labelledby="membership-details">
      <h2 id="membership-details" ref={heading} tabIndex={-1}>
        {t('membership.detailsHeading')}
      </h2>
      <form
        ref={state.formRef}
        className="form-grid"
        method="post"
        action={endpointAddress(apiBase, 'membershipOrders', translator.language)}
        target="_top"
        noValidate
        onSubmit={unlessHoneypotFilled(submit)}
      >
        <Honeypot />
        <ReadOnlyField name="membershipNumber" label={t('membership.membershipNumber')} value={membershipIdShown(lookup.membershipId)} />
        <ReadOnlyField name="companyName" label={t('membership.companyName')} value={member.companyName} />
        <EmailField state={state} hint={onFileHint(member.emailOnFile, t)} />
        <TextField
          {...fieldProps(state, 'phone', t('form.phone'))}
          hint={onFileHint(member.phoneOnFile, t)}
          type="tel"
          autoComplete="tel"
          placeholder={t('form.mobilePlaceholder')}
        />
        <div className="field--wide">
          <FeeTable
            duesYear={form.duesYear.label}
            typeName={text(type.value)}
            idCardFee={form.idCardFee}
            dues={dues}
            idCard={idCard}
            onIdCard={setIdCard}
          />
        </div>
        <SubmitButton loading={request.loading} />
        <div className="form-actions">
          <button type="button" className="submit submit--secondary" onClick={onBack} disabled={request.loading}>
            {t('membership.changeLookup')}
          </button>
        </div>
        <p className="form-message" role="alert">
          {request.formMessage}
        </p>
      </form>
    </section>
  );
}
