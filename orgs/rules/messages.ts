/**
 * The messages donors read when a field is wrong. The wording of the required and email messages is
 * the product's contract; the others cover input only a tampered request can send,
 * and the membership ID's shape, for which the spec has no message. The renewal page's outcomes
 * are here too: the proxy sends them and the page falls back on them.
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
  /** `letters` in order, e.g. ['A', 'B', 'C'] -> '... (the letter A, B or C, a dash, then digits).' */
  membershipIdShape: (letters: readonly string[]) =>
    `Membership ID must look like ${letters[0] ?? 'A'}-1234 (the letter ${
      letters.length > 1 ? `${letters.slice(0, -1).join(', ')} or ${letters.at(-1)}` : (letters[0] ?? 'A')
    }, a dash, then digits).`,
  /** An ID whose letter belongs to another membership type than the one chosen. */
  membershipIdOfType: (membershipId: string, type: string) =>
    `Membership ID ${membershipId} belongs to the ${type} membership type. Choose ${type}, or check the ID.`,
  membershipNotFound: (contactEmail: string | undefined) =>
    'Incorrect membership number. Please ensure you are entering the correct membership number corresponding ' +
    `to your membership type, or ${contactEmail ? `email us at ${contactEmail}` : 'contact us'} for further assistance.`,
  membershipLookupFailed: 'An error occurred while fetching membership information.',
  membershipPaymentFailed: 'An error occurred while processing your payment.',
  invoiceRejected: 'Error occurred in invoice creation',
  amountNotPositive: 'Amount must be a number greater than 0.',
  amountTooPrecise: 'Amount can have at most 2 decimal places.',
  /** `max` in major units, written with thousands separators: 'Amount must not be more than 10,000,000.'. */
  amountTooLarge: (max: number) => `Amount must not be more than ${max.toLocaleString('en-US', { maximumFractionDigits: 2 })}.`,
  /** A key a request sends in a form's values that the form does not have (only a tampered request can). */
  notAFormField: 'This field is not part of the form.',
  /** The original forms word the PKR and USD minimums differently; any other currency reads like PKR's. */
  amountBelowMinimum: (currency: string, minimum: string) =>
    currency === 'USD' ? `Amount must be at least $${minimum} for USD.` : `Amount must be at least ${minimum} ${currency}.`,
  /** The donation wizards' own texts; `label` is the field's label, e.g. 'First Name'. */
  wizardPurposeRequired: 'Please select a donation purpose.',
  wizardAmountRequired: 'Please select or enter a donation amount.',
  wizardFieldRequired: (label: string) => `Please fill out the ${label} field.`,
  wizardChoiceRequired: (label: string) => `Please select a ${label.toLowerCase()}.`,
  /** The associates form: the name's live text, the country, the CNIC/NICOP number. */
  fullNameRequired: 'Full Name is required.',
  countryRequired: 'Country is required.',
  nationalIdRequired: 'CNIC/NICOP is required.',
  nationalIdLength: 'CNIC/NICOP must be exactly 13 digits.',
  /** A number the phone input could not confirm for the chosen country (the spec has no text for it). */
  phoneInvalid: 'Phone number is invalid.',
  /** The course registration; the CNIC length text follows the associates form's. */
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  fatherNameRequired: 'Father Name is required.',
  genderRequired: 'Gender is required.',
  cnicRequired: 'CNIC is required.',
  cnicLength: 'CNIC must be exactly 13 digits.',
  lettersOnly: (label: string) => `${label} can only contain letters and spaces.`,
  notInList: (label: string) => `Choose a ${label.toLowerCase()} from the list.`,
  /** A control character or a bidi override in a text field (only a pasted or tampered value has one). */
  controlCharacters: (label: string) => `${label} must not contain line breaks, control characters or text-direction overrides.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;
