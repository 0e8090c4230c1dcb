/**
 * Which installed fonts Chromium drew an element's text with, as its DevTools protocol reports them
 * (`CSS.getPlatformFontsForNode`: the fonts of the element's text, its descendants' included). A font
 * missing from the machine shows here as the fallback that drew the text instead, boxes and all (DejaVu
 * Sans has no U+06C1 "ہ" or U+06D4 "۔").
 */
import type { Page } from 'puppeteer-core';

export interface ElementFonts {
  /** The element's text, spaces collapsed. */
  text: string;
  /** The family names of the fonts its text was drawn with, in the order reported, e.g. ['Noto Nastaliq Urdu']. */
  families: string[];
}

/** The fonts of every element of `page` that matches `selector`, in document order. */
export async function fontsOf(page: Page, selector: string): Promise<ElementFonts[]> {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const texts = await page.$$eval(selector, (elements) =>
      elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
    );
    const found: ElementFonts[] = [];
    for (const [index, nodeId] of nodeIds.entries()) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      found.push({ text: texts[index] ?? '', families: fonts.map((font) => font.familyName) });
    }
    return found;
  } finally {
    await cdp.detach();
  }
}
