/**
 * The messages donors read when a field is wrong. The wording of the required and email messages is
 * the product's contract (spec section 5); the others cover input only a tampered request can send,
 * and the membership ID's shape, for which the spec has no message. The renewal page's outcomes (spec
 * section 8) are here too: the proxy sends them and the page falls back on them.
 */
export const messages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email address is invalid.',
  amountRequired: 'Amount is required.',
  currencyRequired: 'Currency is required.',
  donationTypeRequired: 'Donation type is required.',
  paymentTypeRequired: 'Payment type is required.',
  phoneRequiredLive: 'Phone number is required.',
  addressRequired: 'Address is required.',
  campaignRequired: 'Campaign is required.',
  membershipTypeRequired: 'Membership type is required.',
  membershipIdRequired: 'Membership ID is required.',
  membershipIdShape: 'Membership ID must look like A-1234 (a letter A to C, a dash, then digits).',
  membershipNotFound: (contactEmail: string | undefined) =>
    'Incorrect membership number. Please ensure you are entering the correct membership number corresponding ' +
    `to your membership type, or ${contactEmail ? `email us at ${contactEmail}` : 'contact us'} for further assistance.`,
  membershipLookupFailed: 'An error occurred while fetching membership information.',
  membershipPaymentFailed: 'An error occurred while processing your payment.',
  invoiceRejected: 'Error occurred in invoice creation',
  amountNotPositive: 'Amount must be a number greater than 0.',
  amountTooPrecise: 'Amount can have at most 2 decimal places.',
  amountTooLarge: (max: string) => `Amount must not be more than ${max}.`,
  notInList: (label: string) => `Choose a ${label.toLowerCase()} from the list.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;
