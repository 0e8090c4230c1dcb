/**
 * What a donor does on a standard grid form, typed through the keyboard and mouse like a person.
 */
import type { Page } from 'puppeteer-core';

export interface GridDonation {
  name: string;
  email: string;
  phoneNumber?: string;
  amount: string;
  currency: string;
  /** Value of the purpose option (donationType or paymentType). */
  purpose: string;
}

/** Fills every field of a standard grid form and presses Submit. */
export async function fillGridForm(page: Page, donation: GridDonation): Promise<void> {
  await page.type('input[name="name"]', donation.name);
  await page.type('input[name="email"]', donation.email);
  if (donation.phoneNumber) await page.type('input[name="phoneNumber"]', donation.phoneNumber);
  await page.type('input[name="amount"]', donation.amount);
  await page.select('select[name="currency"]', donation.currency);
  const purpose = (await page.$('select[name="donationType"]')) ? 'donationType' : 'paymentType';
  await page.select(`select[name="${purpose}"]`, donation.purpose);
}

/** Presses the form's submit button. */
export async function pressSubmit(page: Page): Promise<void> {
  await page.click('form button[type="submit"]');
}

/** The page's text: its form (#root) on a built page, else the whole body (the simulator's and the proxy's pages); never the props' JSON. */
export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => (document.getElementById('root') ?? document.body).textContent);
}
