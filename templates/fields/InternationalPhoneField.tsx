/**
 * The international phone input (associates form): a country selector showing each
 * dial code, defaulting to the org file's country, and the number box, grouped as the country writes
 * numbers. The form's value is what `phoneValue` makes of them: E.164 once the number is valid. The
 * box is the field's control (named like the field, so the label, the error and the focus after a
 * failed submit go to it); the selector has its own label for screen readers.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { FieldFrame } from './FieldFrame.tsx';
import { controlAttributes, fieldId, type FieldProps } from './field-props.ts';
import { PHONE_COUNTRY_CONTROL, phoneValue } from '../../orgs/international-phone.ts';
import { formatNational, knownCountry, nextPhoneText, phoneCountries, showPhoneValue } from './phone-number.ts';
import { useRegionNames } from './use-region-names.ts';

export interface InternationalPhoneFieldProps extends FieldProps {
  /** ISO code of the country chosen when the page opens, e.g. 'PK'. */
  defaultCountry: string;
  /** Hint in the empty box while the default country is chosen. */
  placeholder?: string;
}

export function InternationalPhoneField({ defaultCountry, placeholder, ...field }: InternationalPhoneFieldProps) {
  const initialCountry = knownCountry(defaultCountry, 'PK');
  // A value present at the first render (a form the proxy shows again after a post without the
  // script) is shown from the start: the server render runs no effects.
  const [shownFirst] = useState(() => showPhoneValue(initialCountry, field.value));
  const [country, setCountry] = useState<CountryCode>(shownFirst.country);
  const [text, setText] = useState(shownFirst.text);
  // The value this input last gave the form; any other value was set from outside and is shown here.
  const given = useRef(field.value);
  const names = useRegionNames();
  const options = useMemo(() => {
    // The dial code leads: a narrow selector cuts the end of its text, and the code is what the number needs.
    const all = phoneCountries().map(({ code, dialCode }) => ({ code, name: names?.of(code) ?? code, dialCode }));
    if (names) all.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return all.map(({ code, name, dialCode }) => ({ code, label: `${dialCode} ${name}` }));
  }, [names]);

  function give(nextCountry: CountryCode, nextText: string) {
    given.current = phoneValue(nextCountry, nextText);
    field.onValue(field.name, given.current);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside matters; the country and text follow from it.
  useEffect(() => {
    if (field.value === given.current) return;
    const shown = showPhoneValue(country, field.value);
    setCountry(shown.country);
    setText(shown.text);
    given.current = phoneValue(shown.country, shown.text);
    if (given.current !== field.value) field.onValue(field.name, given.current);
    // Only a new value from outside matters here: the country and the text follow from it.
  }, [field.value]);

  const box = controlAttributes({
    ...field,
    value: text,
    onValue: (_name, typed) => {
      const next = nextPhoneText(country, text, typed);
      setText(next);
      give(country, next);
    },
    onLeave: (name) => {
      setText(formatNational(country, text) || text);
      field.onLeave(name);
    },
  });

  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={field.error}>
      <div className="phone-input">
        <label className="visually-hidden" htmlFor={fieldId(PHONE_COUNTRY_CONTROL)}>
          Country of the {field.label.toLowerCase()}
        </label>
        <select
          id={fieldId(PHONE_COUNTRY_CONTROL)}
          name={PHONE_COUNTRY_CONTROL}
          value={country}
          onChange={(event) => {
            const next = knownCountry(event.currentTarget.value, country);
            setCountry(next);
            // An empty box stays without a message until the donor types in it.
            if (text !== '') give(next, text);
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          {...box}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country === initialCountry ? placeholder : undefined}
        />
      </div>
    </FieldFrame>
  );
}
