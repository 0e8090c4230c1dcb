/**
 * One step of a wizard: a fieldset named by its heading, its fields and its buttons. Hidden while
 * another step is current. A refused Next or Submit shows each message once, under its field, and moves
 * focus to the first (`use-wizard-steps.ts`).
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslator } from '../i18n/translator-context.ts';

export interface WizardStepProps {
  number: number;
  count: number;
  title: string;
  /** False while another step is current. */
  shown: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: ReactNode;
  children: ReactNode;
}

export function WizardStep({ number, count, title, shown, headingRef, actions, children }: WizardStepProps) {
  const { t } = useTranslator();
  return (
    <fieldset className="wizard-step" hidden={!shown}>
      <legend>
        <h2 ref={headingRef} tabIndex={-1}>
          {t('wizard.stepHeading', { number, count, title })}
        </h2>
      </legend>
      <div className="form-grid">{children}</div>
      <div className="wizard-actions">{actions}</div>
    </fieldset>
  );
}
