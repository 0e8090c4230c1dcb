/**
 * The renewal page's first step: membership type and membership ID, then 'Get Info'.
 * A real form posting to the proxy, so it renders before the script; once hydrated it checks the fields
 * and asks the proxy for the member. Any failure keeps the member here with the
 * message under the form.
 */
import { useMemo } from 'react';
import { membershipLookupRules } from '../../orgs/kinds/membership-renewal/step-rules.ts';
import type { MembershipRenewalFormDef } from '../../orgs/types.ts';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { TextField } from '../fields/TextField.tsx';
import { useOrderDeps } from '../order-flow/order-deps.ts';
import { fieldProps } from '../order-flow/use-field-state.ts';
import { useRequestForm } from '../order-flow/use-request-form.ts';
import { useTranslator } from '../i18n/translator-context.ts';
import { PostingForm } from '../PostingForm.tsx';
import { SubmitButton } from '../SubmitButton.tsx';
import { lookUpMember, type MemberDetails, type SentLookup } from './membership-api.ts';

export interface MembershipLookupProps {
  form: MembershipRenewalFormDef;
  apiBase: string;
  /** Called with the checked lookup values and the member the proxy found. */
  onFound(lookup: SentLookup, member: MemberDetails): void;
  /** The values to start from, when the member came back from the details step. */
  previous?: SentLookup;
}

export function MembershipLookup({ form, apiBase, onFound, previous }: MembershipLookupProps) {
  const { t } = useTranslator();
  const deps = useOrderDeps();
  const translator = useTranslator();
  const rules = useMemo(() => membershipLookupRules(form, translator), [form, translator]);
  const { state, request, submitWith } = useRequestForm(
    rules,
    previous && { membershipType: previous.membershipType, membershipId: previous.membershipId },
  );

  const submit = submitWith(async (values) => {
    const lookup = {
      route: form.route,
      membershipType: values.membershipType ?? '',
      membershipId: values.membershipId ?? '',
    };
    const outcome = await lookUpMember(deps.fetch, apiBase, lookup, translator);
    if (outcome.kind === 'found') onFound(lookup, outcome.member);
    if (outcome.kind === 'invalid') state.showErrors(outcome.fields);
    return outcome.kind === 'failed' ? outcome.message : '';
  });

  return (
    <PostingForm
      formRef={state.formRef}
      apiBase={apiBase}
      endpoint="membershipLookup"
      onSubmit={submit}
      route={form.route}
      message={request.formMessage}
    >
      <ChoiceSelect {...fieldProps(state, 'membershipType', t('membership.membershipType'))} options={form.membershipTypes} />
      <TextField
        {...fieldProps(state, 'membershipId', t('membership.membershipId'))}
        autoComplete="off"
        placeholder={t('membership.membershipIdPlaceholder')}
      />
      <SubmitButton loading={request.loading} label={t('membership.getInfo')} />
    </PostingForm>
  );
}
