/**
 * The timings and text of one form's submit flow: the org file's `submitFlow` over the standard flow of
 * the original forms (popup 'Redirecting to Marketplace' for 1500 ms, then the redirect). One form waits only
 * 200 ms behind a 3500 ms popup; two clear their values after the redirect (step 6).
 */
import type { FormDef, SubmitFlowDef } from '../../orgs/types.ts';
import { flowText, POPUP_MS } from './flow-text.ts';

export type SubmitFlow = Required<SubmitFlowDef>;

/** The flow of `form`, defaults filled in. Times are in ms. */
export function submitFlowOf(form: FormDef): SubmitFlow {
  const own: SubmitFlowDef = 'submitFlow' in form ? (form.submitFlow ?? {}) : {};
  const popupMs = own.popupMs ?? POPUP_MS;
  return {
    redirectText: own.redirectText ?? flowText.redirecting,
    popupMs,
    redirectAfterMs: own.redirectAfterMs ?? popupMs,
    clearAfterRedirect: own.clearAfterRedirect ?? false,
  };
}
