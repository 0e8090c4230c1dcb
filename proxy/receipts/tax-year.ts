/**
 * Pakistan's tax year: 1 July to 30 June, named by both calendar years, e.g. '2026-27' for 1 July 2026
 * to 30 June 2027 (Income Tax Ordinance 2001, section 74: the "normal tax year"). A payment's tax year is
 * the one of its Karachi calendar day, the day its receipt and the charity's return count it in.
 */
import { formatKarachi } from '../../orgs/karachi-time.ts';

/** A tax year's name, e.g. '2026-27': the first year in full, a hyphen, the next year's last two digits. */
const TAX_YEAR = /^(\d{4})-(\d{2})$/;

/** The tax year `instant` falls in, in Karachi time, e.g. 2026-11-26 -> '2026-27', 2027-06-30 -> '2026-27'. */
export function taxYearOf(instant: Date): string {
  const [year, month] = formatKarachi(instant, 'yyyy-MM').split('-').map(Number) as [number, number];
  const first = month >= 7 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** True when `text` names a tax year ('2026-27'; '2026-28' and '2026-2027' do not). */
export function isTaxYear(text: string): boolean {
  const match = TAX_YEAR.exec(text);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}
