/**
 * The popup store (`templates/toasts.ts`): newest first, each gone after its own duration, an error
 * marked as such; `Toasts` draws at most MAX_TOASTS of them, an error as an alert.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JSDOM } from 'jsdom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MAX_TOASTS } from '../../templates/order-flow/flow-text.ts';
import { Toasts } from '../../templates/Toasts.tsx';
import { toast } from '../../templates/toasts.ts';
import { withGlobalClock } from '../helpers/global-clock.ts';

test('a server render draws no popup, only the live region', () => {
  toast('not in a server render', { duration: 10 });
  const html = renderToString(createElement(Toasts));
  assert.is(html, '<div class="toasts" aria-live="polite"></div>');
});

test('popups show newest first, an error as an alert, at most MAX_TOASTS, and each goes after its duration', () =>
  withGlobalClock(async (clock) => {
    const { window } = new JSDOM('<!doctype html><div id="root"></div>');
    const globals = globalThis as unknown as Record<string, unknown>;
    Object.assign(globals, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
    const root = createRoot(window.document.getElementById('root')!);
    try {
      await act(async () => root.render(createElement(Toasts)));
      await act(async () => {
        toast('Redirecting to Marketplace', { duration: 40 });
        toast.success('Your request has been received', { duration: 400 });
        toast.error('The payment provider did not accept the order.', { duration: 400 });
        toast('A fourth', { duration: 400 });
      });
      const shown = () =>
        [...window.document.querySelectorAll('.toast')].map((item) => [item.textContent, item.getAttribute('role'), item.className]);
      assert.is(shown().length, MAX_TOASTS);
      assert.equal(shown()[0], ['A fourth', 'status', 'toast']);
      assert.equal(shown()[1], ['The payment provider did not accept the order.', 'alert', 'toast toast--error']);
      assert.equal(shown()[2], ['Your request has been received', 'status', 'toast']);
      await act(() => clock.advance(39));
      assert.is(shown().length, MAX_TOASTS, 'nothing gone before its duration');
      await act(() => clock.advance(1));
      assert.not.ok(
        shown().some(([text]) => text === 'Redirecting to Marketplace'),
        'the 40 ms popup is gone',
      );
      assert.is(shown().length, MAX_TOASTS, 'the others still show');
      await act(() => clock.advance(359));
      assert.is(shown().length, MAX_TOASTS, 'the 400 ms popups still show at 399 ms');
      await act(() => clock.advance(1));
      assert.equal(shown(), [], 'every popup is gone after its duration');
    } finally {
      await act(async () => root.unmount());
      for (const name of ['window', 'document', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[name];
    }
  }));

test.run();
