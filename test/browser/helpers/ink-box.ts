/**
 * Where a screenshot's ink is: the bounding box of the pixels that differ from the background, decoded
 * in the page itself (`createImageBitmap` of the PNG's bytes, which no Content-Security-Policy governs).
 * For checking that what a control shows is all of its text, against the text's own extent.
 */
import type { Page } from 'puppeteer-core';

/** A box in CSS pixels from the screenshot's top left corner; all zero when it has no ink. */
export interface InkBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How far (0-255, in any colour channel) a pixel must be from the background to count as ink. */
const INK = 40;

/**
 * The box of the pixels of `region` of `png` (base64, taken at `scale` device pixels per CSS pixel)
 * that differ from the region's top left pixel, its background; decoded in `page`.
 */
export function inkBox(page: Page, png: string, region: InkBox, scale: number): Promise<InkBox> {
  return page.evaluate(
    async (source, area, ratio, threshold) => {
      const bytes = Uint8Array.from(atob(source), (char) => char.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [x0, y0] = [Math.ceil(area.left * ratio), Math.ceil(area.top * ratio)];
      const [x1, y1] = [Math.floor((area.left + area.width) * ratio), Math.floor((area.top + area.height) * ratio)];
      const { data, width } = context.getImageData(x0, y0, x1 - x0, y1 - y0);
      const background = [data[0]!, data[1]!, data[2]!];
      let [left, top, right, bottom] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -1, -1];
      for (let at = 0; at < data.length; at += 4) {
        if (!background.some((channel, index) => Math.abs(data[at + index]! - channel) > threshold)) continue;
        const [x, y] = [(at / 4) % width, Math.floor(at / 4 / width)];
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      }
      if (right < 0) return { left: 0, top: 0, width: 0, height: 0 };
      return { left: (x0 + left) / ratio, top: (y0 + top) / ratio, width: (right - left + 1) / ratio, height: (bottom - top + 1) / ratio };
    },
    png,
    region,
    scale,
    INK,
  );
}
