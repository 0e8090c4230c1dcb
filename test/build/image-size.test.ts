/**
 * `imageSize`: the size a logo is drawn at, from the headers of the files an org may name (PNG, JPEG,
 * WebP in its three forms, SVG), as Chromium draws them (each header below was checked against Chromium's
 * own decoding of a real file, a JPEG turned by its Exif orientation included); a file that gives no
 * size is refused with what is missing, never guessed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ImageSizeError, imageSize } from '../../build/image-size.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const u32be = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
const u16be = (value: number) => [value >>> 8, value & 255];
const u16le = (value: number) => [value & 255, value >>> 8];
const u32le = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255, value >>> 24];
const u24le = (value: number) => [value & 255, (value >>> 8) & 255, value >>> 16];
const text = (svg: string) => new TextEncoder().encode(svg);

function png(width: number, height: number): Uint8Array {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0]);
}

/** A JPEG's start, an Exif segment with `orientation` when given, then a baseline frame header. */
function jpeg(width: number, height: number, orientation?: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...u16be(16), ...bytes('JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0])];
  const tiff = [
    ...bytes('MM'),
    0,
    0x2a,
    ...u32be(8),
    ...u16be(1),
    ...u16be(0x0112),
    ...u16be(3),
    ...u32be(1),
    ...u16be(orientation ?? 1),
    0,
    0,
  ];
  const exif = [...bytes('Exif\0\0'), ...tiff, ...u32be(0)];
  const app1 = orientation === undefined ? [] : [0xff, 0xe1, ...u16be(exif.length + 2), ...exif];
  const sof0 = [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return bytes([0xff, 0xd8], app0, app1, sof0);
}

function webp(chunk: string, body: number[]): Uint8Array {
  return bytes('RIFF', u32le(4 + 8 + body.length), 'WEBP', chunk, u32le(body.length), body);
}

test('PNG: the IHDR width and height', () => {
  assert.equal(imageSize(png(960, 240)), { width: 960, height: 240 });
});

test('JPEG: the frame header, its sides swapped when Exif says the picture is stored turned a quarter (5 to 8)', () => {
  assert.equal(imageSize(jpeg(37, 23)), { width: 37, height: 23 });
  assert.equal(imageSize(jpeg(37, 23, 1)), { width: 37, height: 23 });
  assert.equal(imageSize(jpeg(37, 23, 3)), { width: 37, height: 23 }, 'upside down: same sides');
  assert.equal(imageSize(jpeg(37, 23, 6)), { width: 23, height: 37 });
  assert.equal(imageSize(jpeg(37, 23, 8)), { width: 23, height: 37 });
});

test('WebP: lossy (VP8, scale bits ignored), lossless (VP8L, 14-bit fields) and extended (VP8X, 24-bit fields)', () => {
  const vp8 = [0x50, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...u16le(300 | 0x4000), ...u16le(75 | 0xc000)];
  assert.equal(imageSize(webp('VP8 ', vp8)), { width: 300, height: 75 });
  const bits = (1200 - 1) | ((16000 - 1) << 14);
  assert.equal(imageSize(webp('VP8L', [0x2f, ...u32le(bits >>> 0)])), { width: 1200, height: 16000 });
  assert.equal(imageSize(webp('VP8X', [0x10, 0, 0, 0, ...u24le(1919), ...u24le(1079)])), { width: 1920, height: 1080 });
});

test('SVG: width and height in px or plain numbers; one of them with the viewBox; the viewBox alone', () => {
  const svg = (attributes: string) =>
    imageSize(
      text(`<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect stroke-width="9"/></svg>`),
    );
  assert.equal(svg('width="960" height="240" viewBox="0 0 96 24"'), { width: 960, height: 240 });
  assert.equal(svg("width='120px' height='30px'"), { width: 120, height: 30 });
  assert.equal(svg('width="200" viewBox="0 0 96 24"'), { width: 200, height: 50 });
  assert.equal(svg('height="50" viewBox="0,0,96,24"'), { width: 200, height: 50 });
  assert.equal(svg('width="100%" height="100%" viewBox="0 0 96 24"'), { width: 96, height: 24 }, 'percentages say nothing of the size');
  assert.equal(svg('viewBox="-10 -10 320 80"'), { width: 320, height: 80 });
});

test('a file that gives no size is refused with what is missing', () => {
  const refused = (file: Uint8Array, reason: RegExp) =>
    assert.throws(
      () => imageSize(file),
      (error: unknown) => error instanceof ImageSizeError && reason.test(error.message),
    );
  refused(text('<svg xmlns="http://www.w3.org/2000/svg" width="100%"><circle r="4"/></svg>'), /SVG root element .* gives no size/);
  refused(text('<svg xmlns="http://www.w3.org/2000/svg" width="10em" height="2em"/>'), /gives no size/);
  refused(text('not an image at all'), /no PNG, JPEG, WebP or SVG image/);
  refused(png(0, 240), /PNG header gives no usable width and height/);
  refused(png(960, 240).slice(0, 20), /ends inside its header/);
  refused(bytes([0xff, 0xd8], [0xff, 0xd9]), /no start-of-frame segment/);
  refused(webp('ALPH', [0, 0, 0, 0]), /unknown first chunk 'ALPH'/);
});

test.run();
