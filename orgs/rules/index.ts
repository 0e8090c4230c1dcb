/** Form rules: one declaration per form kind, shared by the page and the proxy. */
export { rulesFor } from './form-rules.ts';
export type { CheckMode, CheckResult, FormRules, FormValues } from './form-rules.ts';
export { messages } from './messages.ts';
