/**
 * The zakat calculator's panel: the prices of gold and silver per tola, with their date and source,
 * which the donor may correct (they start as `orgs/zakat/metal-prices.json`'s, and the panel warns when
 * those are more than 31 days old by the page's clock), what the donor owns and owes today, in PKR and in
 * tola or grams of gold and silver, the nisab basis, and the answer with every step and the prices it
 * used, from `calculateZakat` (orgs/zakat/zakat.ts: exact decimal arithmetic). Every amount it shows
 * stays on one line (`.zakat-amount`). "Pay this amount" puts the zakat due in the form
 * (`ZakatCalculatorProps.state`); nothing typed here is sent anywhere or kept: the inputs have no `name`,
 * so no form post carries them, and the panel makes no request.
 *
 * It is the calculator's own script, loaded when the donor opens the panel (`ZakatCalculatorOpener`):
 * there its React and message formatter are the page's, lent through `lent.ts`, and its words come with it
 * (`calculator-entry.ts`), in `translator`.
 */
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import { LANGUAGE_INFO } from '../../orgs/i18n/languages.ts';
import { type CompiledMessages, createTranslator, type Translator } from '../../orgs/i18n/translator.ts';
import { asciiDigits } from '../../orgs/ascii-digits.ts';
import type { ZakatTarget } from '../../orgs/zakat/zakat-target.ts';
import type { FieldState } from '../order-flow/use-field-state.ts';
import { MAX_PRICE_AGE_DAYS, METAL_PRICES, type MetalPrices, priceAgeDays } from '../../orgs/zakat/metal-prices.ts';
import {
  calculateZakat,
  KARATS,
  type Karat,
  NISAB_TOLA,
  type NisabBasis,
  noHoldingsAt,
  paisaToAmount,
  roundUpToRupee,
  type WeightUnit,
  type ZakatInputField,
  type ZakatInputs,
  type ZakatSteps,
} from '../../orgs/zakat/zakat.ts';
import { parseDecimal } from '../../orgs/money.ts';
import { withElements } from './with-elements.tsx';

export interface ZakatCalculatorProps {
  /** The page's translator; the calculator's words are its own (`messages`) when it has them, else the page's. */
  translator: Translator;
  /** The `zakatCalculator.*` messages of the page's language, compiled (`calculator-entry.ts`), if the script brought them. */
  messages?: CompiledMessages;
  /** Where the answer goes: the form's purpose field and its Zakat value, when the form has a choice. */
  target: ZakatTarget;
  /**
   * The form's fields. "Pay this amount" selects PKR in `currency` (when the form has one) and the Zakat
   * purpose (`target`), so the Zakat merchant account is used, then puts the zakat due in `amount` (as
   * the field takes it, e.g. '13112.50', or rounded up to '13113' where it takes whole rupees); the donor
   * can still change any of them.
   */
  state: Pick<FieldState, 'values' | 'setValue'>;
  /**
   * The prices the panel starts from, shows with their date and source, and warns of when old: the
   * maintained ones (`METAL_PRICES`) unless given. The pages never give them; a test renders the panel
   * at prices of its own, so that it holds whatever the maintainer last set.
   */
  prices?: MetalPrices;
}

/** An Enter in the panel's boxes would submit the form around it: the panel has nothing to submit. */
function keepEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * The panel's formatters for `locale`, made once (an `Intl` formatter is slow to make on a cheap phone,
 * and the panel shows a dozen amounts at every keystroke): `amount(paisa)` writes PKR as the form's
 * currency box names it, 'PKR 2,500' in every language (`ur-PK`'s own symbol would be 'Rs'), with paisa
 * only when there are some, as an element that stays on one line; `day` is `asOf` (the prices' date,
 * YYYY-MM-DD) written out.
 */
function formatsFor(locale: string, asOf: string) {
  const currency = (minimumFractionDigits: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'PKR', currencyDisplay: 'code', minimumFractionDigits });
  const whole = currency(0);
  const exact = currency(2);
  return {
    amount: (paisa: bigint): ReactNode => (
      <bdi className="zakat-amount">{(paisa % 100n === 0n ? whole : exact).format(Number(paisa) / 100)}</bdi>
    ),
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${asOf}T00:00Z`)),
  };
}

/** Whether the price typed (in any digits) is the one the panel started from, `file`. */
function isFilePrice(typed: string, file: string): boolean {
  return parseDecimal(asciiDigits(typed), 2) === parseDecimal(file, 2);
}

/** The publisher of `prices`, linked to where they were read when the file says. */
function PriceSource({ prices }: { prices: MetalPrices }) {
  const { source, sourceUrl } = prices;
  return sourceUrl ? (
    <a href={sourceUrl} target="_blank" rel="noopener noreferrer" dir="auto">
      {source}
    </a>
  ) : (
    <bdi>{source}</bdi>
  );
}

export function ZakatCalculator({ translator: page, messages, target, state, prices = METAL_PRICES }: ZakatCalculatorProps) {
  const translator = useMemo(() => (messages ? createTranslator(page.language, messages) : page), [page, messages]);
  const { t, language } = translator;
  const id = useId();
  const [inputs, setInputs] = useState<ZakatInputs>(() => noHoldingsAt(prices));
  const [paid, setPaid] = useState('');
  const result = calculateZakat(inputs);
  const { amount, day } = useMemo(() => formatsFor(LANGUAGE_INFO[language].locale, prices.asOf), [language, prices.asOf]);
  const fileGold = isFilePrice(inputs.goldPrice, prices.goldPerTola);
  const fileSilver = isFilePrice(inputs.silverPrice, prices.silverPerTola);
  // By the page's clock when the donor uses it, not when the page was built.
  const age = priceAgeDays(prices.asOf, new Date());
  const set = (change: Partial<ZakatInputs>) => {
    setInputs((current) => ({ ...current, ...change }));
    setPaid('');
  };
  const invalid = new Set<ZakatInputField>(result.ok ? [] : result.invalid);

  const box = (field: ZakatInputField, label: string, invalidMessage: MessageKey = 'zakatCalculator.invalidAmount') => (
    <div className="field">
      <label htmlFor={`${id}${field}`}>{label}</label>
      <input
        id={`${id}${field}`}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={inputs[field]}
        aria-invalid={invalid.has(field) || undefined}
        aria-describedby={`${id}${field}-error`}
        onChange={(event) => set({ [field]: event.target.value })}
        onKeyDown={keepEnter}
      />
      <p id={`${id}${field}-error`} className="field-error">
        {invalid.has(field) ? t(invalidMessage) : ''}
      </p>
    </div>
  );
  const unit = (field: 'goldUnit' | 'silverUnit', label: string) => (
    <div className="field">
      <label htmlFor={`${id}${field}`}>{label}</label>
      <select id={`${id}${field}`} value={inputs[field]} onChange={(event) => set({ [field]: event.target.value as WeightUnit })}>
        <option value="tola">{t('zakatCalculator.tola')}</option>
        <option value="gram">{t('zakatCalculator.gram')}</option>
      </select>
    </div>
  );

  return (
    <div className="zakat-panel">
      <h2>{t('zakatCalculator.heading')}</h2>
      <p className="field-hint">{t('zakatCalculator.intro')}</p>
      <fieldset>
        <legend>{t('zakatCalculator.pricesHeading')}</legend>
        <p className="field-hint">
          {withElements({ source: <PriceSource prices={prices} /> }, (marks) => t('zakatCalculator.pricesOf', { ...marks, date: day }))}
        </p>
        {age > MAX_PRICE_AGE_DAYS && (fileGold || fileSilver) && (
          <p className="zakat-warning">{t('zakatCalculator.oldPrices', { days: age })}</p>
        )}
        <div className="zakat-metal">
          {box('goldPrice', t('zakatCalculator.goldPrice'), 'zakatCalculator.invalidPrice')}
          {box('silverPrice', t('zakatCalculator.silverPrice'), 'zakatCalculator.invalidPrice')}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('zakatCalculator.owned')}</legend>
        {box('cash', t('zakatCalculator.cash'))}
        <div className="zakat-metal">
          {box('gold', t('zakatCalculator.gold'), 'zakatCalculator.invalidWeight')}
          {unit('goldUnit', t('zakatCalculator.goldUnit'))}
          <div className="field">
            <label htmlFor={`${id}karat`}>{t('zakatCalculator.goldKarat')}</label>
            <select
              id={`${id}karat`}
              value={inputs.goldKarat}
              onChange={(event) => set({ goldKarat: Number(event.target.value) as Karat })}
            >
              {KARATS.map((karat) => (
                <option key={karat} value={karat}>
                  {t('zakatCalculator.karat', { karat })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="zakat-metal">
          {box('silver', t('zakatCalculator.silver'), 'zakatCalculator.invalidWeight')}
          {unit('silverUnit', t('zakatCalculator.silverUnit'))}
        </div>
        {box('shares', t('zakatCalculator.shares'))}
        {box('stock', t('zakatCalculator.stock'))}
        {box('receivables', t('zakatCalculator.receivables'))}
      </fieldset>
      <fieldset>
        <legend>{t('zakatCalculator.owed')}</legend>
        {box('debts', t('zakatCalculator.debts'))}
      </fieldset>
      <fieldset>
        <legend>{t('zakatCalculator.nisab')}</legend>
        {(['silver', 'gold'] as const satisfies readonly NisabBasis[]).map((basis) => (
          <label key={basis} className="zakat-choice">
            <input type="radio" name={`${id}nisab`} checked={inputs.nisab === basis} onChange={() => set({ nisab: basis })} />
            {t(basis === 'silver' ? 'zakatCalculator.nisabSilver' : 'zakatCalculator.nisabGold', { tola: NISAB_TOLA[basis] })}
          </label>
        ))}
      </fieldset>
      {result.ok && (
        <Steps steps={result.steps} translator={translator} amount={amount} prices={fileGold && fileSilver ? day : undefined} />
      )}
      <p className="zakat-due" aria-live="polite">
        {result.ok
          ? withElements({ amount: amount(result.steps.due) }, (marks) => t('zakatCalculator.due', marks))
          : t('zakatCalculator.fix')}
      </p>
      <button
        type="button"
        className="submit submit--secondary"
        disabled={!result.ok || result.steps.due === 0n}
        onClick={() => {
          if (!result.ok) return;
          if ('currency' in state.values) state.setValue('currency', 'PKR');
          if (target.purpose) state.setValue(target.purpose.field, target.purpose.value);
          const { due } = result.steps;
          state.setValue('amount', paisaToAmount(target.wholeRupees ? roundUpToRupee(due) : due));
          setPaid(t('zakatCalculator.paid'));
        }}
      >
        {t('zakatCalculator.pay')}
      </button>
      <p className="field-hint" role="status">
        {paid}
      </p>
      <p className="field-hint">{t('zakatCalculator.guide')}</p>
    </div>
  );
}

interface StepsProps {
  steps: ZakatSteps;
  translator: Translator;
  amount(paisa: bigint): ReactNode;
  /** The date of the maintained prices when both prices used are those, else undefined (the donor's own). */
  prices: string | undefined;
}

/**
 * Every step of the answer: what counts (the lines that are not zero), the totals, the nisab and the
 * zakat due, and the prices it was worked out with.
 */
function Steps({ steps, translator: { t }, amount, prices }: StepsProps) {
  const line = (label: string, paisa: bigint, className?: string) => (
    <div key={label} className={className}>
      <dt>{label}</dt>
      <dd>{amount(paisa)}</dd>
    </div>
  );
  const owned = [
    [t('zakatCalculator.stepCash'), steps.cash],
    [t('zakatCalculator.stepGold'), steps.goldValue],
    [t('zakatCalculator.stepSilver'), steps.silverValue],
    [t('zakatCalculator.stepShares'), steps.shares],
    [t('zakatCalculator.stepStock'), steps.stock],
    [t('zakatCalculator.stepReceivables'), steps.receivables],
  ] as const;
  return (
    <>
      <dl className="zakat-steps">
        {owned.filter(([, paisa]) => paisa !== 0n).map(([label, paisa]) => line(label, paisa))}
        {line(t('zakatCalculator.stepAssets'), steps.assets, 'zakat-total')}
        {line(t('zakatCalculator.stepDebts'), -steps.debts)}
        {line(t('zakatCalculator.stepNet'), steps.net, 'zakat-total')}
        {line(t('zakatCalculator.stepNisab'), steps.nisab)}
        {line(t('zakatCalculator.stepDue'), steps.due, 'zakat-total')}
      </dl>
      <p className="field-hint">{t(steps.reachesNisab ? 'zakatCalculator.reaches' : 'zakatCalculator.below')}</p>
      <p className="field-hint">
        {withElements({ gold: amount(steps.goldPerTola), silver: amount(steps.silverPerTola) }, (marks) =>
          t('zakatCalculator.pricesUsed', { ...marks, changed: prices === undefined ? 'yes' : 'no', date: prices ?? '' }),
        )}
      </p>
    </>
  );
}
