/**
 * The way to the checkout from a framed page whose top window the browser would not lead there
 * (`navigateTop`, `offerCheckout` in templates/embed/embed-check.ts): a link to the checkout with
 * `target="_top"`, in the page's language, focused, built by the page's own script whether or not the
 * embedded page's script ever loaded, and one notice however often Submit is refused; a framed page
 * offers it even when the top window seemed to go, as a browser may refuse without an error. A page
 * that is not framed goes to the checkout itself, with no link.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGUAGES } from '../../../orgs/i18n/languages.ts';
import { offerCheckout, startEmbedded } from '../../../templates/embed/embed-check.ts';
import { pageMessages } from '../../../templates/i18n/page-messages.ts';
import { navigateTop } from '../../../templates/order-flow/order-deps.ts';

const CHECKOUT = 'https://marketplace.paypro.com.pk/pyb?pid=1';

/**
 * Runs `body` with the `document` of a fresh page and `win` as `window` (its `top`, and `location` when
 * it is its own top, are all that `navigateTop` reads of it), then removes them.
 */
async function withPage(win: { top: unknown }, body: (doc: Document) => void | Promise<void>): Promise<void> {
  const { window } = new JSDOM('<!doctype html><html lang="ur"><body><form></form></body></html>');
  const globals = globalThis as unknown as Record<string, unknown>;
  Object.assign(globals, { window: win, document: window.document });
  try {
    await body(window.document);
  } finally {
    delete globals.window;
    delete globals.document;
    window.close();
  }
}

/** A top window that refuses to be led, as a browser does for a sandboxed frame (a SecurityError). */
const refusingTop = {
  location: {
    set href(_url: string) {
      throw new Error('SecurityError: the frame may not navigate the top window');
    },
  },
};

test('a refused top window gets a focused link to the checkout at the top, in the page language, without embed props', () =>
  withPage({ top: refusingTop }, (doc) => {
    startEmbedded(doc, undefined, pageMessages('ur'));
    navigateTop(CHECKOUT);
    const links = doc.querySelectorAll<HTMLAnchorElement>('.embed-checkout a');
    assert.is(links.length, 1);
    const link = links[0]!;
    assert.is(link.href, CHECKOUT);
    assert.is(link.target, '_top');
    assert.is(link.textContent, pageMessages('ur')['flow.continueToPay']);
    assert.is(doc.activeElement, link);
  }));

test('a second refusal points the one notice at the new checkout instead of adding another', () =>
  withPage({ top: refusingTop }, (doc) => {
    startEmbedded(doc, undefined, pageMessages('en'));
    offerCheckout(doc, CHECKOUT);
    offerCheckout(doc, `${CHECKOUT}2`);
    assert.is(doc.querySelectorAll('.embed-checkout').length, 1);
    assert.is(doc.querySelector<HTMLAnchorElement>('.embed-checkout a')!.href, `${CHECKOUT}2`);
    assert.is(doc.querySelector('.embed-checkout a')!.textContent, 'Continue to payment');
  }));

test('a framed page whose top window goes to the checkout offers the link all the same, as a browser may refuse without a word', async () => {
  const top = { location: { href: 'https://charity.example/give' } };
  await withPage({ top }, (doc) => {
    startEmbedded(doc, undefined, pageMessages('en'));
    navigateTop(CHECKOUT);
    assert.is(top.location.href, CHECKOUT);
    assert.is(doc.querySelector<HTMLAnchorElement>('.embed-checkout a')?.href, CHECKOUT);
  });
});

test('a page that is not framed goes to the checkout itself, and no link appears', async () => {
  const own: { location: { href: string }; top: unknown } = { location: { href: 'https://donate.example.org/give/' }, top: undefined };
  own.top = own;
  await withPage(own, (doc) => {
    navigateTop(CHECKOUT);
    assert.is(own.location.href, CHECKOUT);
    assert.is(doc.querySelector('.embed-checkout'), null);
  });
});

test("the link's text is a plain message in every language, which the page shows as it is", () => {
  for (const language of LANGUAGES) {
    const text = pageMessages(language)['flow.continueToPay'];
    assert.type(text, 'string', language);
    assert.ok((text as string).length > 0, language);
  }
});

test.run();
