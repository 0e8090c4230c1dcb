/**
 * State and behaviour of a payment form (the original forms' submit flow, with the
 * README's decisions): live checks per field, and what each answer of the proxy does to the page, on the
 * page's one submit state machine (`useRequestForm`: the submit check, one request at a time). Field checks come from `fieldRulesOf(form, translator)`, the same declarations the proxy
 * applies through `rulesFor(form, translator)`, in the page's language; the request goes to the address
 * in that language (`?lang=`, `endpointAddress`), so the proxy answers in it.
 *
 * Each request carries an idempotency key, kept while the donor sends the same values again: after no
 * answer, a 503/504 or a redirect, the same values cannot make a second order. A gateway refusal or a
 * field error settles the attempt, so the next Submit is a new one with a new key.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { toast } from '../toasts.ts';
import { type FieldNames, type FieldRule, type FormValues, rulesFromFields } from '../../orgs/rules/form-rules.ts';
import type { FormDef } from '../../orgs/types.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { useTranslator } from '../i18n/translator-context.ts';
import { createIdempotencyKeys } from './idempotency-keys.ts';
import { useOrderDeps } from './order-deps.ts';
import { postOrder } from './post-order.ts';
import { submitFlowOf } from './submit-flow.ts';
import type { FieldState } from './use-field-state.ts';
import { type RequestEnd, useRequestForm } from './use-request-form.ts';

/**
 * `showErrors` is for forms that check a part of their fields themselves (a wizard's step). `N`: the
 * form's field names, from its kind's rules (`fieldProps(state, 'nmae', …)` is then a type error).
 */
export interface OrderForm<N extends string = string> extends Omit<FieldState<N>, 'reset'> {
  /** True while a request is under way (spinner on, button disabled). */
  loading: boolean;
  /** Message shown under the form after a failed request; '' when none. */
  formMessage: string;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * `fieldRulesOf` is the kind's field rules builder (e.g. `standardGridFields`), passed in so a page's
 * script carries only its own kind's rules, given the page's translator; `defaults` holds preset values (e.g. a default currency);
 * every other field starts empty.
 */
export function useOrderForm<F extends FormDef, R extends Record<string, FieldRule>>(
  form: F,
  apiBase: string,
  fieldRulesOf: (form: F, translator: Translator) => R,
  defaults: FormValues = {},
): OrderForm<FieldNames<R>> {
  const translator = useTranslator();
  const deps = useOrderDeps();
  const rules = useMemo(() => rulesFromFields(fieldRulesOf(form, translator)), [form, fieldRulesOf, translator]);
  const flow = useMemo(() => submitFlowOf(form, translator), [form, translator]);
  const { state, request, submitWith } = useRequestForm(rules, defaults);
  const { showErrors, reset, ...fields } = state;
  const [keys] = useState(createIdempotencyKeys);

  const submit = submitWith(async (checked): Promise<RequestEnd> => {
    const order = { route: form.route, values: checked };
    const outcome = await postOrder(deps.fetch, apiBase, order, keys.keyFor(order), translator.language);
    if (outcome.kind === 'rejected' || outcome.kind === 'invalid') keys.renew();
    switch (outcome.kind) {
      case 'redirect':
        toast(flow.redirectText, { duration: flow.popupMs });
        await deps.sleep(flow.redirectAfterMs);
        return {
          message: '',
          afterwards() {
            deps.navigate(outcome.redirectUrl);
            if (flow.clearAfterRedirect) reset();
          },
        };
      case 'rejected':
        toast.error(outcome.message ?? translator.t('flow.gatewayRejected'), { duration: flow.popupMs });
        await deps.sleep(flow.popupMs);
        return '';
      case 'invalid':
        return { message: '', afterwards: () => showErrors(outcome.fields) };
      case 'failed':
        return outcome.message ?? translator.t('flow.notStarted');
    }
  });

  // The rules' fields are the state's fields: `useFieldState` starts each of them, and only them.
  return { ...fields, showErrors, ...request, submit } as OrderForm<FieldNames<R>>;
}
