/**
 * One step of a wizard: a fieldset named by its heading, its fields, the step's alert (role alert, so a
 * refused Next or Submit is announced) and its buttons. Hidden while another step is current.
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
  alert: string;
  actions: ReactNode;
  children: ReactNode;
}

export function WizardStep({ number, count, title, shown, headingRef, alert, actions, children }: WizardStepProps) {
  const { t } = useTranslator();
  return (
    <fieldset className="wizard-step" hidden={!shown}>
      <legend>
        <h2 ref={headingRef} tabIndex={-1}>
          {t('wizard.stepHeading', { number, count, title })}
        </h2>
      </legend>
      <div className="form-grid">{children}</div>
      <p className="wizard-alert" role="alert">
        {alert}
      </p>
      <div className="wizard-actions">{actions}</div>
    </fieldset>
  );
}
