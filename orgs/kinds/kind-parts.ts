/** What several kinds' entries of the kinds table share: no checks or accounts, one account, distinct accounts. */

/** No findings, or no accounts: for a kind without load checks or without merchant accounts. */
export const none = (): [] => [];

/** The form's own `account`: for a kind that pays into one merchant account. */
export const oneAccount = (form: { account: string }) => [form.account];

/** `accounts` without repeats, in first-seen order, e.g. the accounts of a form's purposes. */
export const distinct = (accounts: readonly string[]) => [...new Set(accounts)];
