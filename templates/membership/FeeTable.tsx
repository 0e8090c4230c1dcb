/**
 * The renewal fee table: caption the dues year ("Renewal Dues For the Year 2024-25"); the type's class fee, always included
 * (a checked, disabled box); the optional membership ID card; and the total, announced when it changes.
 * The amounts come from the org file, the same ones the proxy charges.
 */
import type { MembershipDues } from '../../orgs/kinds/membership-renewal/dues.ts';
import { fieldId } from '../fields/field-props.ts';
import { useTranslator } from '../i18n/translator-context.ts';

const pkr = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});

/** `PKR 4,200` for 4200 (whole rupees). */
export function formatPkr(amount: number): string {
  return pkr.format(amount);
}

export interface FeeTableProps {
  /** The year the fees are for, as the org file writes it, e.g. 2024-25. */
  duesYear: string;
  /** The membership type's name, e.g. Associate. */
  typeName: string;
  /** Fee of the ID card, whether or not it is chosen. */
  idCardFee: number;
  /** The dues as chosen now. */
  dues: MembershipDues;
  idCard: boolean;
  onIdCard(chosen: boolean): void;
}

export function FeeTable({ duesYear, typeName, idCardFee, dues, idCard, onIdCard }: FeeTableProps) {
  const { t } = useTranslator();
  return (
    <table className="fee-table">
      <caption>{t('membership.duesHeading', { year: duesYear })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('membership.include')}</th>
          <th scope="col">{t('membership.fee')}</th>
          <th scope="col" className="amount">
            {t('form.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <input type="checkbox" id="fee-class" checked disabled readOnly aria-describedby="fee-class-note" />
          </td>
          <td>
            <label htmlFor="fee-class">{t('membership.classFee', { type: typeName })}</label>{' '}
            <span id="fee-class-note" className="fee-note">
              {t('membership.alwaysIncluded')}
            </span>
          </td>
          <td className="amount">{formatPkr(dues.classFee)}</td>
        </tr>
        <tr>
          <td>
            <input
              type="checkbox"
              id={fieldId('idCard')}
              name="idCard"
              checked={idCard}
              onChange={(event) => onIdCard(event.currentTarget.checked)}
            />
          </td>
          <td>
            <label htmlFor={fieldId('idCard')}>{t('membership.idCard')}</label> <span className="fee-note">{t('membership.optional')}</span>
          </td>
          <td className="amount">{formatPkr(idCardFee)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('membership.total')}
          </th>
          <td className="amount" id="fee-total" aria-live="polite">
            {formatPkr(dues.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
