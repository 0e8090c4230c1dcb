/**
 * The size an image file is drawn at, in CSS pixels, read from its header at build time, so a page can
 * give its `<img>` a width and height and the browser keeps the image's place before it has loaded
 * (nothing below it moves: https://web.dev/articles/optimize-cls#images-without-dimensions). Only what
 * the org files may name (`patterns.assetPath`): PNG (the IHDR chunk, https://www.w3.org/TR/png-3/#11IHDR),
 * JPEG (the first start-of-frame segment, ITU T.81 B.2.2, turned a quarter by an Exif orientation of 5 to
 * 8 as browsers draw it, https://www.w3.org/TR/css-images-3/#the-image-orientation), WebP (its VP8, VP8L
 * or VP8X chunk, RFC 9649) and SVG (the root element's width and height in px, or its viewBox).
 */

export interface ImageSize {
  /** Width in CSS pixels, a positive whole number. */
  width: number;
  /** Height in CSS pixels, a positive whole number. */
  height: number;
}

/** A file whose size cannot be read; the message says what was missing. */
export class ImageSizeError extends Error {}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function sized(width: number, height: number, what: string): ImageSize {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new ImageSizeError(`the ${what} gives no usable width and height`);
  }
  return { width: Math.round(width), height: Math.round(height) };
}

function pngSize(view: DataView): ImageSize {
  return sized(view.getUint32(16), view.getUint32(20), 'PNG header');
}

/** Start-of-frame markers (C0-CF) other than DHT (C4), JPG (C8) and DAC (CC), which carry no size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** The Exif orientation (1-8) in an APP1 segment's body at `at`, or undefined. */
function exifOrientation(view: DataView, bytes: Uint8Array, at: number, end: number): number | undefined {
  if (ascii(bytes, at, 6) !== 'Exif\0\0') return undefined;
  const tiff = at + 6;
  const little = ascii(bytes, tiff, 2) === 'II';
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let entry = ifd + 2; entry + 12 <= Math.min(end, ifd + 2 + entries * 12); entry += 12) {
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return undefined;
}

function jpegSize(view: DataView, bytes: Uint8Array): ImageSize {
  let orientation: number | undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && orientation === undefined) orientation = exifOrientation(view, bytes, at + 4, at + 2 + length);
    if (isStartOfFrame(marker) && at + 9 <= bytes.length) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      // 5 to 8: the picture is stored turned a quarter; browsers draw it upright, so its sides swap.
      return orientation !== undefined && orientation >= 5 ? sized(height, width, 'JPEG frame') : sized(width, height, 'JPEG frame');
    }
    at += 2 + length;
  }
  throw new ImageSizeError('the JPEG file has no start-of-frame segment');
}

function webpSize(view: DataView, bytes: Uint8Array): ImageSize {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return sized(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff, 'WebP VP8 header');
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, 'WebP VP8L header');
  }
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return sized(width, height, 'WebP VP8X header');
  }
  throw new ImageSizeError(`the WebP file has an unknown first chunk '${chunk}'`);
}

/** A length attribute in CSS pixels: a plain number or one in px; anything else (%, em) gives undefined. */
function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function svgSize(text: string): ImageSize {
  const root = /<svg\b([^>]*)>/.exec(text);
  if (!root) throw new ImageSizeError('it is no PNG, JPEG, WebP or SVG image');
  const attributes = new Map<string, string>();
  for (const [, name, , value] of root[1]!.matchAll(/(?:^|\s)(width|height|viewBox)\s*=\s*(["'])(.*?)\2/g)) attributes.set(name!, value!);
  const box = attributes
    .get('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const ratio = box && box.length === 4 && box[2]! > 0 && box[3]! > 0 ? box[2]! / box[3]! : undefined;
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  const what = 'SVG root element (width and height in px, or a viewBox)';
  if (width !== undefined && height !== undefined) return sized(width, height, what);
  if (ratio === undefined) throw new ImageSizeError(`the ${what} gives no size`);
  if (width !== undefined) return sized(width, width / ratio, what);
  if (height !== undefined) return sized(height * ratio, height, what);
  return sized(box![2]!, box![3]!, what);
}

/**
 * The size of the image in `bytes`, by what its first bytes say it is (PNG, JPEG, WebP, else SVG text).
 * @throws ImageSizeError saying what is missing when the file is none of these or gives no size.
 */
export function imageSize(bytes: Uint8Array): ImageSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR') return pngSize(view);
    if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(view, bytes);
    if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(view, bytes);
  } catch (cause) {
    if (cause instanceof RangeError) throw new ImageSizeError('the image file ends inside its header', { cause });
    throw cause;
  }
  return svgSize(new TextDecoder().decode(bytes));
}
