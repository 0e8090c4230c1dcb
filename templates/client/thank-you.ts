/**
 * Script of the thank-you page (no React, to stay tiny): shows whether PayPro reported the payment as
 * made, with its reference and message. Everything from the address is inserted as text, never as HTML.
 */
import { readPaymentResult, RESULT_ID, resultLines } from '../thank-you-result.ts';

function paragraph(text: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

const result = readPaymentResult(window.location.search);
const box = document.getElementById(RESULT_ID);
if (box && result.kind !== 'none') {
  box.classList.add(`result--${result.kind}`);
  box.replaceChildren(...resultLines(result).map(paragraph));
}
