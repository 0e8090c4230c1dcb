/**
 * The wizard's amount: preset buttons in the chosen currency and Other, which
 * reveals a number box and empties the amount. Without the script only the box shows, so the donor can
 * still type an amount. A typed amount that equals no preset (or one typed before the script ran) keeps
 * Other chosen. Leaving the amount checks nothing: an empty amount is only refused by Next, and its
 * message stays until the donor picks or types an amount.
 */
import { useState } from 'react';
import { ChoiceGroup } from '../fields/ChoiceGroup.tsx';
import type { FieldProps } from '../fields/field-props.ts';
import { TextField } from '../fields/TextField.tsx';
import { AMOUNT_CHOICE } from './focus-field.ts';
import { useTranslator } from '../i18n/translator-context.ts';

const OTHER = 'other';

function ignore(): void {}

/** Grouping as donors read it, the same in Node and in the browser. */
const grouped = new Intl.NumberFormat('en-US');

export interface AmountChoiceProps {
  /** The `amount` field. */
  field: FieldProps;
  /** Whole amounts in major units of `currency`, e.g. [100, 1000, 2000]. */
  presets: readonly number[];
  currency: string;
  /** Whether the page is in step mode (hydrated); before that only the box shows. */
  stepped: boolean;
}

export function AmountChoice({ field, presets, currency, stepped }: AmountChoiceProps) {
  const { t } = useTranslator();
  const [otherChosen, setOtherChosen] = useState(false);
  const amount = field.value;
  const isPreset = presets.some((preset) => String(preset) === amount);
  const choice = otherChosen || (amount !== '' && !isPreset) ? OTHER : amount;
  const boxShown = !stepped || choice === OTHER;
  const options = [
    ...presets.map((preset) => ({ value: String(preset), label: `${currency} ${grouped.format(preset)}`.trim() })),
    { value: OTHER, label: t('wizard.other') },
  ];

  function choose(_name: string, value: string) {
    setOtherChosen(value === OTHER);
    field.onValue(field.name, value === OTHER ? '' : value);
  }

  // One box for both, so that before the script runs the stylesheet can lay the amount box over the
  // presets' place (`.amount-choice` in styles.css): nothing below moves when the script swaps them.
  return (
    <div className="amount-choice">
      <ChoiceGroup
        name={AMOUNT_CHOICE}
        label={field.label}
        value={stepped ? choice : ''}
        options={options}
        required={stepped && field.required}
        error={boxShown ? undefined : field.error}
        hidden={!stepped}
        onValue={choose}
        onLeave={ignore}
      />
      <div className="field-slot" hidden={!boxShown}>
        <TextField
          {...field}
          label={stepped ? t('wizard.otherAmount') : field.label}
          onLeave={ignore}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
