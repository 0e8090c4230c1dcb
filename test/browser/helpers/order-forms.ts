/**
 * A valid order typed into one route of each order-creating kind of the fixture org files
 * (test/fixtures/orgs/): what the donor does with keyboard and mouse up to, not including, the last Submit
 * (for the membership renewal that includes the lookup), and what the simulator's checkout must then ask
 * (amount and currency as it prints them, e.g. 'PKR 2,500.00'). standard-grid-flow.test.ts fills every
 * fixture grid route from its org file with donor.ts instead.
 */
import type { Page } from 'puppeteer-core';
import { fillGridForm, pressSubmit } from './donor.ts';

export interface OrderForm {
  route: string;
  /** Fills every required field; a wizard is left on its second step. */
  fill: (page: Page) => Promise<void>;
  /** The amount line the checkout shows for this order, e.g. 'USD 25.00'. */
  checkout: string;
}

/** Types the donor's name, email and a Pakistani mobile number, the fields most kinds share. */
async function typeDonor(page: Page): Promise<void> {
  await page.type('input[name="name"]', 'Ayesha Khan');
  await page.type('input[name="email"]', 'ayesha@example.org');
  await page.type('input[name="phoneNumber"]', '03001234567');
}

/** Step 1 of a wizard: the 1000 preset (in the default PKR), then Next; waits for step 2's heading. */
async function wizardGift(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[name="amountChoice"]')?.closest('[hidden]'));
  await page.click('input[name="amountChoice"][value="1000"] + span');
  await page.click('form button[type="button"].submit:not(.submit--secondary)');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
}

/** Step 2 of a wizard: the names and email every wizard requires. */
async function wizardDonor(page: Page): Promise<void> {
  await page.type('input[name="firstName"]', 'Ayesha');
  await page.type('input[name="lastName"]', 'Khan');
  await page.type('input[name="email"]', 'ayesha@example.org');
}

export const campaignForm: OrderForm = {
  route: '/merchantform/campaign-and-zakat/Donation',
  fill: async (page) => {
    await typeDonor(page);
    await page.type('input[name="address"]', 'House 12, Street 4, Lahore');
    await page.type('input[name="amount"]', '25');
    await page.select('select[name="currency"]', 'USD');
    await page.select('select[name="donationType"]', 'Donation');
    await page.select('select[name="campaign"]', 'GazaRelief');
  },
  checkout: 'USD 25.00',
};

export const fixedAmountForm: OrderForm = {
  route: '/fixed-amount-pkr',
  fill: async (page) => {
    await page.type('input[name="name"]', 'Omar Farooq');
    await page.type('input[name="email"]', 'omar@example.org');
  },
  checkout: 'PKR 4,500.00',
};

export const zakatForm: OrderForm = {
  route: '/merchantform/zakat-plain',
  fill: async (page) => {
    await typeDonor(page);
    await page.type('input[name="amount"]', '1500');
  },
  checkout: 'PKR 1,500.00',
};

export const donationPage: OrderForm = {
  route: '/merchantform/donation-pages/Zakat',
  fill: async (page) => {
    await typeDonor(page);
    await page.select('select[name="currency"]', 'USD');
    await page.type('input[name="amount"]', '50');
  },
  checkout: 'USD 50.00',
};

export const addressWizard: OrderForm = {
  route: '/wizard-address',
  fill: async (page) => {
    await wizardGift(page);
    await wizardDonor(page);
    await page.type('input[name="contactNumber"]', '03001234567');
    await page.type('input[name="address"]', 'House 12, Street 4');
    await page.select('select[name="province"]', 'Sindh');
    await page.type('input[name="zipCode"]', '75500');
    await page.type('input[name="city"]', 'Karachi');
  },
  checkout: 'PKR 1,000.00',
};

export const categoryWizard: OrderForm = {
  route: '/wizard-category',
  fill: async (page) => {
    await page.select('select[name="educationType"]', 'Sponsor a child');
    await wizardGift(page);
    await wizardDonor(page);
  },
  checkout: 'PKR 1,000.00',
};

export const associatesForm: OrderForm = {
  route: '/merchantform/associates',
  fill: async (page) => {
    await typeDonor(page);
    await page.type('input[name="nationalIdentityNumber"]', '3520212345671');
    await page.select('select[name="donationType"]', 'Sadqa');
    await page.select('select[name="currency"]', 'PKR');
    await page.type('input[name="amount"]', '2000');
    await page.select('select[name="country"]', 'Pakistan');
  },
  checkout: 'PKR 2,000.00',
};

export const courseRegistration: OrderForm = {
  route: '/course-registration',
  fill: async (page) => {
    await page.type('input[name="firstName"]', 'Sana');
    await page.type('input[name="lastName"]', 'Malik');
    await page.type('input[name="fatherName"]', 'Tariq Malik');
    await page.select('select[name="gender"]', 'Female');
    await page.type('input[name="email"]', 'sana@example.org');
    await page.type('input[name="phoneNumber"]', '03217654321');
    await page.type('input[name="cnicNumber"]', '4210112345678');
    await page.type('input[name="address"]', 'Civil Hospital, Karachi');
  },
  checkout: 'PKR 17,000.00',
};

export const gridForm: OrderForm = {
  route: '/merchantform/grid-three-currencies',
  fill: (page) =>
    fillGridForm(page, {
      name: 'Bilal Ahmed',
      email: 'bilal@example.org',
      phoneNumber: '03211234567',
      amount: '2500',
      currency: 'PKR',
      purpose: 'WaterWell',
    }),
  checkout: 'PKR 2,500.00',
};

/** Member A-1001 of the membership fixture (the simulator's sample member): Get Info, then the details with dues only. */
export const membershipRenewal: OrderForm = {
  route: '/membership',
  fill: async (page) => {
    await page.select('select[name="membershipType"]', 'Associate');
    await page.type('input[name="membershipId"]', 'A-1001');
    await pressSubmit(page);
    await page.waitForSelector('input[name="companyName"]');
  },
  checkout: 'PKR 3,700.00',
};
