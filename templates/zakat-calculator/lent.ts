/**
 * What the zakat calculator's own script borrows from the page's script. In that script (built on its
 * own by `build/bundle-client.ts`, which resolves `react`, `react/jsx-runtime` and `orgs/i18n/translator.ts`
 * to this module), the hooks, the JSX functions and `createTranslator` are those the page lends it with
 * `lend` before it renders anything. Two copies of React on one page would not share hooks, and the
 * page has already loaded React and the message formatter, so the calculator's script carries only its
 * own code. In Node (the server render, tests) the calculator imports those modules itself and this one
 * is not used.
 *
 * Only what the calculator uses is lent: anything else it imports from those modules is a build error
 * ("No matching export") until it is added here.
 */
import type * as React from 'react';
import type * as JsxRuntime from 'react/jsx-runtime';
import type * as Translator from '../../orgs/i18n/translator.ts';

export let useId: typeof React.useId;
export let useMemo: typeof React.useMemo;
export let useState: typeof React.useState;
export let jsx: typeof JsxRuntime.jsx;
export let jsxs: typeof JsxRuntime.jsxs;
export let Fragment: typeof JsxRuntime.Fragment;
export let createTranslator: typeof Translator.createTranslator;

/** The page's modules the calculator borrows. */
export interface Lent {
  react: typeof React;
  runtime: typeof JsxRuntime;
  createTranslator: typeof Translator.createTranslator;
}

/** Takes the page's modules; call it before the first render. */
export function lend(page: Lent): void {
  const { react, runtime } = page;
  useId = react.useId;
  useMemo = react.useMemo;
  useState = react.useState;
  jsx = runtime.jsx;
  jsxs = runtime.jsxs;
  Fragment = runtime.Fragment;
  createTranslator = page.createTranslator;
}
