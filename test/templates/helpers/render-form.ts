/** A form rendered in Node as the build renders it (react-dom/server), parsed into a jsdom fragment. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import type { FormDef } from '../../../orgs/types.ts';
import { formElement } from '../../../templates/form-element.tsx';
import { FormPage } from '../../../templates/FormPage.tsx';
import { pageMessages } from '../../../templates/i18n/page-messages.ts';
import type { PageImage } from '../../../templates/page-props.ts';

/** The language and messages of an English page, as the build gives them. */
export const ENGLISH_PAGE = { language: 'en', messages: pageMessages('en') } as const;

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A logo at `url` (none when undefined), 120 by 30 pixels, as the build gives a page its logo. */
export function logoAt(url: string | undefined): PageImage | undefined {
  return url === undefined ? undefined : { url, width: 120, height: 30 };
}

/** The form's hydrated part, with the logo (or banner) at `logoUrl` when given. */
export function renderForm(form: FormDef, logoUrl?: string): DocumentFragment {
  return JSDOM.fragment(
    renderToString(createElement(FormPage, ENGLISH_PAGE, formElement({ form, apiBase: '/api', logo: logoAt(logoUrl), ...ENGLISH_PAGE }))),
  );
}

/** The visible controls of the form, in document order (not the honeypot, which people never see). */
export function controls(page: DocumentFragment): Control[] {
  return [...page.querySelectorAll<Control>('form input:not([type="hidden"]):not([aria-hidden="true"] *), form select, form textarea')];
}

/** The text of the label tied to `control`, without the required mark. */
export function labelOf(page: DocumentFragment, control: Control): string {
  return (page.querySelector(`label[for="${control.id}"]`)?.textContent ?? '').replace(/ \*$/, '');
}

/**
 * [value, text] of each option of the select named `name` that a donor sees: not the hidden empty one a
 * required select with a preset choice begins with (`SelectField`).
 */
export function optionsOf(page: DocumentFragment, name: string): [string, string][] {
  return [...page.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option:not([hidden])`)].map((option) => [
    option.value,
    option.textContent ?? '',
  ]);
}
