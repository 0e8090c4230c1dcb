/**
 * The renewal page's first step (spec section 2): membership type and membership ID, then 'Get Info'.
 * A real form posting to the proxy, so it renders before the script; once hydrated it checks the fields
 * (spec section 5) and asks the proxy for the member. Any failure keeps the member here with the
 * message under the form (spec section 4, "Membership page").
 */
import { useMemo, type FormEvent } from 'react';
import { membershipLookupRules } from '../../orgs/rules/membership-step-rules.ts';
import type { MembershipRenewalFormDef } from '../../orgs/types.ts';
import { SelectField } from '../fields/SelectField.tsx';
import { TextField } from '../fields/TextField.tsx';
import { useOrderDeps } from '../order-flow/order-deps.ts';
import { fieldProps, useFieldState } from '../order-flow/use-field-state.ts';
import { useSingleRequest } from '../order-flow/use-single-request.ts';
import { SubmitButton } from '../SubmitButton.tsx';
import { lookUpMember, type LookupRequest, type MemberDetails } from './membership-api.ts';

export interface MembershipLookupProps {
  form: MembershipRenewalFormDef;
  apiBase: string;
  /** Called with the checked lookup values and the member the proxy found. */
  onFound(lookup: LookupRequest, member: MemberDetails): void;
}

export function MembershipLookup({ form, apiBase, onFound }: MembershipLookupProps) {
  const deps = useOrderDeps();
  const rules = useMemo(() => membershipLookupRules(form), [form]);
  const state = useFieldState(rules);
  const request = useSingleRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = rules.check(state.values, 'submit');
    if (!result.ok) return state.showErrors(result.errors);
    state.showErrors({});
    const lookup = {
      route: form.route,
      membershipType: result.values.membershipType ?? '',
      membershipId: result.values.membershipId ?? '',
    };
    void request.run(async () => {
      const outcome = await lookUpMember(deps.fetch, apiBase, lookup);
      if (outcome.kind === 'found') onFound(lookup, outcome.member);
      if (outcome.kind === 'invalid') state.showErrors(outcome.fields);
      return outcome.kind === 'failed' ? outcome.message : '';
    });
  }

  return (
    <form
      ref={state.formRef}
      className="form-grid"
      method="post"
      action={`${apiBase}/membership/lookup`}
      onSubmit={submit}
    >
      <input type="hidden" name="route" value={form.route} />
      <SelectField
        {...fieldProps(state, 'membershipType', 'Membership type')}
        options={form.membershipTypes}
        placeholder="Select membership type"
      />
      <TextField
        {...fieldProps(state, 'membershipId', 'Membership ID')}
        autoComplete="off"
        placeholder="A-1234"
      />
      <SubmitButton loading={request.loading} label="Get Info" />
      <p className="form-message" role="alert">
        {request.formMessage}
      </p>
    </form>
  );
}
