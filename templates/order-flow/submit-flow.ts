/**
 * The timings and text of one form's submit flow: the org file's `submitFlow` over the standard flow of
 * the original forms (popup 'Redirecting to Marketplace' for 1500 ms, then the redirect). One form waits only
 * 200 ms behind a 3500 ms popup; two clear their values after the redirect (step 6).
 */
import type { Translator } from '../../orgs/i18n/translator.ts';
import type { FormDef, SubmitFlowDef } from '../../orgs/types.ts';
import { POPUP_MS } from './flow-text.ts';

export type SubmitFlow = Required<SubmitFlowDef>;

/**
 * The flow of `form`, defaults filled in; `redirectText` in `translator`'s language (the org file's
 * through `text`, else the catalogue's `flow.redirecting`). Times are in ms.
 */
export function submitFlowOf(form: FormDef, translator: Pick<Translator, 't' | 'text'>): SubmitFlow {
  const own: SubmitFlowDef = 'submitFlow' in form ? (form.submitFlow ?? {}) : {};
  const popupMs = own.popupMs ?? POPUP_MS;
  return {
    redirectText: own.redirectText === undefined ? translator.t('flow.redirecting') : translator.text(own.redirectText),
    popupMs,
    redirectAfterMs: own.redirectAfterMs ?? popupMs,
    clearAfterRedirect: own.clearAfterRedirect ?? false,
  };
}
