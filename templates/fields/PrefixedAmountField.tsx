/**
 * The amount box with the chosen currency written in front of it (the associates form, the original forms).
 * Until a currency is chosen there is no prefix. `inputMode` picks the phone keyboard: numeric for a
 * whole amount, decimal where cents are allowed.
 */
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, type FieldProps } from './field-props.ts';

export interface PrefixedAmountFieldProps extends FieldProps {
  /** ISO code shown before the box, e.g. 'PKR'; '' for none. */
  currency: string;
  inputMode: 'numeric' | 'decimal';
}

export function PrefixedAmountField({ currency, inputMode, ...field }: PrefixedAmountFieldProps) {
  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error}>
      <div className="input-prefixed">
        {currency && <span className="input-prefix">{currency}</span>}
        <input {...controlAttributes(field)} type="text" inputMode={inputMode} autoComplete="off" />
      </div>
    </FieldFrame>
  );
}
