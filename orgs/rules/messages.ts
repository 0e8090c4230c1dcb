/**
 * The messages donors read when a field is wrong. The wording of the required and email messages is
 * the product's contract (spec section 5); the others cover input only a tampered request can send.
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
  amountNotPositive: 'Amount must be a number greater than 0.',
  amountTooPrecise: 'Amount can have at most 2 decimal places.',
  amountTooLarge: (max: string) => `Amount must not be more than ${max}.`,
  notInList: (label: string) => `Choose a ${label.toLowerCase()} from the list.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;
