/**
 * State and behaviour of a payment form (spec section 4, "Standard submit flow", with the DESIGN
 * decisions): live checks per field, the submit check, one request at a time, and what each answer of
 * the proxy does to the page. Field checks come from `rulesFor(form)`, the same rules the proxy applies.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'react-hot-toast/headless';
import { rulesFor, type FormValues } from '../../orgs/rules/index.ts';
import type { FormDef } from '../../orgs/types.ts';
import { flowText, POPUP_MS } from './flow-text.ts';
import { useOrderDeps } from './order-deps.ts';
import { postOrder } from './post-order.ts';

export interface OrderForm {
  formRef: RefObject<HTMLFormElement | null>;
  values: FormValues;
  /** Field name -> message shown under it. */
  errors: Record<string, string>;
  /** Fields whose submit check rejects an empty value. */
  required: ReadonlySet<string>;
  /** True while a request is under way (spinner on, button disabled). */
  loading: boolean;
  /** Message shown under the form after a failed request; '' when none. */
  formMessage: string;
  setValue(field: string, value: string): void;
  leave(field: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/** `defaults` holds preset values (e.g. a default currency); every other field starts empty. */
export function useOrderForm(form: FormDef, apiBase: string, defaults: FormValues = {}): OrderForm {
  const deps = useOrderDeps();
  const rules = useMemo(() => rulesFor(form), [form]);
  const required = useMemo(
    () => new Set(rules.fields.filter((field) => rules.checkField(field, '', 'submit') !== undefined)),
    [rules],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const [values, setValues] = useState<FormValues>(() => ({
    ...Object.fromEntries(rules.fields.map((field) => [field, ''])),
    ...defaults,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [formMessage, setFormMessage] = useState('');

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // From here on the form shows its own messages instead of the browser's.
    element.noValidate = true;
    // Keep what the donor typed while the script was still loading.
    const typed: FormValues = {};
    for (const field of rules.fields) {
      const control = element.elements.namedItem(field);
      if (control && 'value' in control && typeof control.value === 'string') typed[field] = control.value;
    }
    setValues((current) => ({ ...current, ...typed }));
  }, [rules]);

  function setError(field: string, message: string | undefined) {
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  }

  /** Shows `next` and moves focus to the first field in error, once its message is on screen. */
  function showErrors(next: Record<string, string>) {
    flushSync(() => setErrors(next));
    const first = rules.fields.find((field) => next[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function setValue(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(field, rules.checkField(field, value, 'live'));
  }

  function leave(field: string) {
    setError(field, rules.checkField(field, values[field] ?? '', 'live'));
  }

  async function send(checked: FormValues) {
    submitting.current = true;
    setLoading(true);
    setFormMessage('');
    const outcome = await postOrder(deps.fetch, apiBase, { route: form.route, values: checked });
    if (outcome.kind === 'redirect') toast(flowText.redirecting, { duration: POPUP_MS });
    if (outcome.kind === 'rejected') toast.error(outcome.message, { duration: POPUP_MS });
    if (outcome.kind === 'redirect' || outcome.kind === 'rejected') await deps.sleep(POPUP_MS);
    submitting.current = false;
    setLoading(false);
    if (outcome.kind === 'redirect') deps.navigate(outcome.redirectUrl);
    if (outcome.kind === 'invalid') showErrors(outcome.fields);
    if (outcome.kind === 'failed') setFormMessage(outcome.message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const result = rules.check(values, 'submit');
    if (!result.ok) return showErrors(result.errors);
    setErrors({});
    void send(result.values);
  }

  return { formRef, values, errors, required, loading, formMessage, setValue, leave, submit };
}
