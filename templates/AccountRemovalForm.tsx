/**
 * The account removal page: one email field and 'Proceed to Remove'. The spec's
 * page sent nothing; here the address goes to the proxy, which records the request (the README's decisions). Once it
 * is recorded a popup says 'Your request has been received' for 2000 ms and the field clears; on a
 * failure the message shows under the form and the address stays. The answer is the same whether or
 * not the address belongs to an account.
 */
import { useMemo } from 'react';
import { toast } from './toasts.ts';
import { accountRemovalFields } from '../orgs/kinds/account-removal/rules.ts';
import { rulesFromFields } from '../orgs/rules/form-rules.ts';
import type { AccountRemovalFormDef } from '../orgs/types.ts';
import { requestRemoval } from './account-removal/removal-api.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { EmailField } from './fields/EmailField.tsx';
import { FormCard } from './FormCard.tsx';
import { useOrderDeps } from './order-flow/order-deps.ts';
import { useRequestForm } from './order-flow/use-request-form.ts';
import { useSubmitted, useSubmittedMessage } from './no-script/submitted-form.ts';
import { PostingForm } from './PostingForm.tsx';
import { RequiredNote } from './RequiredNote.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { PageImage } from './page-props.ts';

/** How long the 'received' popup shows, in ms. */
const RECEIVED_POPUP_MS = 2000;

export interface AccountRemovalFormProps {
  form: AccountRemovalFormDef;
  apiBase: string;
  logo?: PageImage;
}

export function AccountRemovalForm({ form, apiBase, logo }: AccountRemovalFormProps) {
  const { t } = useTranslator();
  const deps = useOrderDeps();
  const translator = useTranslator();
  const rules = useMemo(() => rulesFromFields(accountRemovalFields(translator)), [translator]);
  const { state: live, request, submitWith } = useRequestForm(rules);
  const state = useSubmitted(live);
  const message = useSubmittedMessage(request.formMessage);

  const submit = submitWith(async (values) => {
    const removal = { route: form.route, email: values.email ?? '' };
    const outcome = await requestRemoval(deps.fetch, apiBase, removal, translator.language);
    if (outcome.kind === 'received') {
      toast.success(t('accountRemoval.received'), { duration: RECEIVED_POPUP_MS });
      state.reset();
      return '';
    }
    if (outcome.kind === 'failed') return outcome.message ?? t('accountRemoval.notSent');
    // The email's message goes under the field; any other (e.g. the route's) under the form.
    state.showErrors(outcome.fields);
    return Object.entries(outcome.fields).find(([field]) => !rules.fields.includes(field))?.[1] ?? '';
  });

  return (
    <FormCard form={form} logo={logo} narrow>
      <RequiredNote lead={t('accountRemoval.lead')} />
      <PostingForm
        formRef={state.formRef}
        className="form-grid form-grid--single"
        apiBase={apiBase}
        endpoint="accountRemoval"
        onSubmit={submit}
        route={form.route}
        message={message}
      >
        <EmailField state={state} />
        <SubmitButton loading={request.loading} label={t('accountRemoval.proceed')} />
      </PostingForm>
    </FormCard>
  );
}
