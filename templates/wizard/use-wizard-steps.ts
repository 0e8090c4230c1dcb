/**
 * The steps of a donation wizard: Next advances only when step 1 passes its
 * check, Back returns, and both keep every value (the fields stay mounted, only hidden). A check that
 * fails shows the messages under the fields (the spec's alert texts), each once, and moves focus to the
 * first of those fields, whose message is then read with it (`aria-describedby`); the message regions
 * are live, so a screen reader hears a new message without a second copy of it in an alert.
 *
 * The server render shows every step, as a plain form that works without the script; step mode starts
 * in an effect, so the first client render equals the server render and hydration matches.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { WizardStepRules } from '../../orgs/kinds/donation-wizard/step-rules.ts';
import type { FormRules } from '../../orgs/rules/form-rules.ts';
import type { OrderForm } from '../order-flow/use-order-form.ts';
import { focusField } from './focus-field.ts';

export type StepNumber = 1 | 2;

export interface WizardSteps {
  /** False until hydrated: every step shows and Next and Back are hidden. */
  stepped: boolean;
  step: StepNumber;
  /** The headings of step 1 and step 2; the new step's heading takes focus after Next or Back. */
  headings: readonly [RefObject<HTMLHeadingElement | null>, RefObject<HTMLHeadingElement | null>];
  next(): void;
  back(): void;
  /** The form's submit: Next on step 1 (Enter in a field), else step 2's check, then the order. */
  submit(event: FormEvent<HTMLFormElement>): void;
}

export function useWizardSteps(state: OrderForm, rules: WizardStepRules): WizardSteps {
  const [stepped, setStepped] = useState(false);
  const [step, setStep] = useState<StepNumber>(1);
  // Where focus goes once a new step shows: its heading, or a field to fix; null on the first render.
  const focusTarget = useRef<{ field?: string } | null>(null);
  const headings = [useRef<HTMLHeadingElement>(null), useRef<HTMLHeadingElement>(null)] as const;

  useEffect(() => setStepped(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes, not when the form re-renders.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    if (target.field) focusField(state.formRef.current, target.field);
    else headings[step === 1 ? 0 : 1].current?.focus();
  }, [step]);

  function go(to: StepNumber, field?: string) {
    focusTarget.current = { field };
    setStep(to);
  }

  // A step-1 field the proxy refused (422) is shown on the step where it can be fixed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it answers a new set of errors, nothing else.
  useEffect(() => {
    const first = rules.gift.fields.find((field) => state.errors[field]);
    if (step !== 2 || !first) return;
    go(1, first);
  }, [state.errors]);

  function refuse(errors: Record<string, string>, stepRules: FormRules) {
    state.showErrors(errors);
    const first = stepRules.fields.find((field) => errors[field]);
    if (first) focusField(state.formRef.current, first);
  }

  function next() {
    const result = rules.gift.check(state.values, 'submit');
    if (!result.ok) return refuse(result.errors, rules.gift);
    state.showErrors({});
    go(2);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    if (stepped && step === 1) {
      event.preventDefault();
      return next();
    }
    const result = rules.details.check(state.values, 'submit');
    if (!result.ok) {
      event.preventDefault();
      return refuse(result.errors, rules.details);
    }
    state.submit(event);
  }

  return { stepped, step, headings, next, back: () => go(1), submit };
}
