/**
 * The international phone input (associates form): a country selector showing each
 * dial code, defaulting to the org file's country, and the number box, grouped as the country writes
 * numbers. The form's value is what `phoneValue` makes of them: E.164 once the number is valid. The
 * box is the field's control (named like the field, so the label, the error and the focus after a
 * failed submit go to it); the selector has its own label for screen readers.
 *
 * A Pakistani number is checked at once. Another country's needs the whole metadata, which starts
 * loading when such a country is chosen (phone-metadata.ts): until it has come, the value stays one the
 * rules refuse, so the form does not submit, and the field says the number is being checked, or that
 * the check could not load; once it has come, the number is checked again, exactly.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { LANGUAGE_INFO, type Language } from '../../orgs/i18n/languages.ts';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { FieldFrame } from './FieldFrame.tsx';
import { useTranslator } from '../i18n/translator-context.ts';
import { controlAttributes, fieldId, type FieldProps } from './field-props.ts';
import { PHONE_COUNTRY_CONTROL, phoneDigits } from '../../orgs/phone-check.ts';
import { allCountriesLoaded, loadAllCountries } from './phone-metadata.ts';
import {
  formatNational,
  knownCountry,
  needsAllCountries,
  nextPhoneText,
  phoneCountries,
  phoneValue,
  showPhoneValue,
} from './phone-number.ts';

/**
 * The selector's countries in `language`, by name. The dial code leads: a narrow selector cuts the end
 * of its text, and the code is what the number needs; in a right-to-left language it is isolated left to
 * right (U+2066 … U+2069), or an Urdu selector would read 'پاکستان 92+'.
 */
function countryOptions(language: Language): { code: string; text: string }[] {
  const rightToLeft = LANGUAGE_INFO[language].dir === 'rtl';
  return phoneCountries(language).map(({ code, name, dialCode }) => ({
    code,
    text: rightToLeft ? `\u2066${dialCode}\u2069 ${name}` : `${dialCode} ${name}`,
  }));
}

/** How the input gets every country's metadata: `loadAllCountries`, unless a test provides another. */
export const PhoneMetadataLoaderContext = createContext<() => Promise<MetadataJson>>(loadAllCountries);

export interface InternationalPhoneFieldProps extends FieldProps {
  /** ISO code of the country chosen when the page opens, e.g. 'PK'. */
  defaultCountry: string;
  /** Hint in the empty box while the default country is chosen. */
  placeholder?: string;
}

export function InternationalPhoneField({ defaultCountry, placeholder, ...field }: InternationalPhoneFieldProps) {
  const { t, language } = useTranslator();
  const countries = useMemo(() => countryOptions(language), [language]);
  const initialCountry = knownCountry(defaultCountry, 'PK');
  // Every country's metadata: loaded already on the server that shows a page again, else not at first.
  const [all, setAll] = useState(allCountriesLoaded);
  const [loadFailed, setLoadFailed] = useState(false);
  const loadAll = useContext(PhoneMetadataLoaderContext);
  // A value present at the first render (a form the proxy shows again after a post without the
  // script) is shown from the start: the server render runs no effects.
  const [shownFirst] = useState(() => showPhoneValue(initialCountry, field.value, all));
  const [country, setCountry] = useState<CountryCode>(shownFirst.country);
  const [text, setText] = useState(shownFirst.text);
  // Every country's metadata is wanted from the moment it is needed, the box still empty or not.
  const wanted = all === undefined && needsAllCountries(country, text);
  // Under the box while another country's number waits for the metadata, or once it could not load
  // (the number cannot be checked, so the form is not sent).
  const status = wanted && phoneDigits(text) !== '' ? t(loadFailed ? 'form.phoneCheckFailed' : 'form.phoneCheckLoading') : undefined;
  // The value this input last gave the form; any other value was set from outside and is shown here.
  const given = useRef(field.value);

  function give(nextCountry: CountryCode, nextText: string) {
    given.current = phoneValue(nextCountry, nextText, all);
    field.onValue(field.name, given.current);
  }

  useEffect(() => {
    if (!wanted) return;
    loadAll().then(setAll, () => setLoadFailed(true));
  }, [wanted, loadAll]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the metadata's arrival matters; the number is checked again with it.
  useEffect(() => {
    if (all && text !== '') give(country, text);
  }, [all]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside matters; the country and text follow from it.
  useEffect(() => {
    if (field.value === given.current) return;
    const shown = showPhoneValue(country, field.value, all);
    setCountry(shown.country);
    setText(shown.text);
    given.current = phoneValue(shown.country, shown.text, all);
    if (given.current !== field.value) field.onValue(field.name, given.current);
    // Only a new value from outside matters here: the country and the text follow from it.
  }, [field.value]);

  const error = status ?? field.error;
  const box = controlAttributes({
    ...field,
    error,
    value: text,
    onValue: (_name, typed) => {
      const next = nextPhoneText(country, text, typed, all);
      setText(next);
      give(country, next);
    },
    onLeave: (name) => {
      setText(formatNational(country, text, all) || text);
      field.onLeave(name);
    },
  });

  return (
    <FieldFrame name={field.name} label={field.label} required={field.required} error={error}>
      <div className="phone-input">
        <label className="visually-hidden" htmlFor={fieldId(PHONE_COUNTRY_CONTROL)}>
          {t('form.phoneCountry', { label: field.label.toLowerCase() })}
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
          {countries.map(({ code, text: label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        {/* The number without its dial code, which the selector holds: HTML allows `tel-national` only on
            a text box (`tel` on type=tel is the whole number with its code); inputMode keeps the phone keypad. */}
        <input
          {...box}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country === initialCountry ? placeholder : undefined}
        />
      </div>
    </FieldFrame>
  );
}
