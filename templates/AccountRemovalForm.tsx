/**
 * The account removal page (spec sections 2, 4, 5): one email field and 'Proceed to Remove'. The spec's
 * page sent nothing; here the address goes to the proxy, which records the request (DESIGN.md). Once it
 * is recorded a popup says 'Your request has been received' for 2000 ms and the field clears; on a
 * failure the message shows under the form and the address stays. The answer is the same whether or
 * not the address belongs to an account.
 */
import { useMemo, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { accountRemovalFields } from '../orgs/rules/account-removal-rules.ts';
import { rulesFromFields } from '../orgs/rules/form-rules.ts';
import type { AccountRemovalFormDef } from '../orgs/types.ts';
import { requestRemoval } from './account-removal/removal-api.ts';
import { RECEIVED_POPUP_MS, removalText } from './account-removal/removal-text.ts';
import { TextField } from './fields/TextField.tsx';
import { useOrderDeps } from './order-flow/order-deps.ts';
import { fieldProps, useFieldState } from './order-flow/use-field-state.ts';
import { useSingleRequest } from './order-flow/use-single-request.ts';
import { SubmitButton } from './SubmitButton.tsx';

export interface AccountRemovalFormProps {
  form: AccountRemovalFormDef;
  apiBase: string;
  logoUrl?: string;
}

export function AccountRemovalForm({ form, apiBase, logoUrl }: AccountRemovalFormProps) {
  const deps = useOrderDeps();
  const rules = useMemo(() => rulesFromFields(accountRemovalFields()), [form]);
  const state = useFieldState(rules);
  const request = useSingleRequest();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = rules.check(state.values, 'submit');
    if (!result.ok) return state.showErrors(result.errors);
    state.showErrors({});
    const removal = { route: form.route, email: result.values.email ?? '' };
    void request.run(async () => {
      const outcome = await requestRemoval(deps.fetch, apiBase, removal);
      if (outcome.kind === 'received') {
        toast.success(removalText.received, { duration: RECEIVED_POPUP_MS });
        state.reset();
        return '';
      }
      if (outcome.kind === 'failed') return outcome.message;
      // The email's message goes under the field; any other (e.g. the route's) under the form.
      state.showErrors(outcome.fields);
      return Object.entries(outcome.fields).find(([field]) => !rules.fields.includes(field))?.[1] ?? '';
    });
  }

  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card form-card--narrow">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <p className="form-note">Type the email address of the account you want removed. Fields marked * are required.</p>
        <form
          ref={state.formRef}
          className="form-grid form-grid--single"
          method="post"
          action={`${apiBase}/account-removal`}
          onSubmit={submit}
        >
          <input type="hidden" name="route" value={form.route} />
          <TextField {...fieldProps(state, 'email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <SubmitButton loading={request.loading} label="Proceed to Remove" />
          <p className="form-message" role="alert">
            {request.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
