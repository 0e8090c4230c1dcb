/**
 * React as the zakat calculator's own script sees it: in that script (built on its own by
 * `build/bundle-client.ts`, which resolves `react` and `react/jsx-runtime` to this module), the hooks
 * and JSX functions are those the page's script lends it with `lendReact` before it renders anything.
 * Two copies of React on one page would not share hooks, and the page's copy is already loaded, so the
 * calculator's script carries only its own code. In Node (the server render, tests) the calculator
 * imports React itself and this module is not used.
 *
 * Only what the calculator uses is lent: a new hook there is a build error ("No matching export") until
 * it is added here.
 */
import type * as React from 'react';
import type * as JsxRuntime from 'react/jsx-runtime';

export let useId: typeof React.useId;
export let useState: typeof React.useState;
export let jsx: typeof JsxRuntime.jsx;
export let jsxs: typeof JsxRuntime.jsxs;
export let Fragment: typeof JsxRuntime.Fragment;

/** Takes the page's React (`react` and `react/jsx-runtime`); call it once, before the first render. */
export function lendReact(react: typeof React, runtime: typeof JsxRuntime): void {
  useId = react.useId;
  useState = react.useState;
  jsx = runtime.jsx;
  jsxs = runtime.jsxs;
  Fragment = runtime.Fragment;
}
