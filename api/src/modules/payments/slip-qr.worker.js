// @ts-check
/*
 * Finds the QR code on a slip picture in a worker thread (see slip-qr.ts). jsQR scans a 1600-pixel square in plain
 * JavaScript, up to three times per picture: on the main thread that held every other request up for as long.
 * Plain JavaScript so that Node loads it as it is, from the sources in tests and from dist in a build.
 */
import jsQRModule from 'jsqr';
import sharp from 'sharp';

/**
 * How the QR is looked for, first hit wins: large enough to keep a small QR's detail (a phone screenshot's mini
 * QR), then smoothed with a median filter, which keeps the modules' edges but takes the grain of a photo of paper
 * out, then a smaller copy.
 */
const SEARCHES = [
  { size: 1600, median: 0 },
  { size: 1600, median: 3 },
  { size: 800, median: 0 },
];

// jsqr is CommonJS whose module object is the function itself; its types describe an ES default export.
const jsQR = /** @type {typeof jsQRModule.default} */ (/** @type {unknown} */ (jsQRModule));

// One libvips thread per worker: the pool's size is how many cores slips may take.
sharp.concurrency(1);

/**
 * The text of the first QR code found in the picture, or undefined.
 * @param {{ image: Uint8Array }} task
 * @returns {Promise<string | undefined>}
 */
export default async function findSlipQr({ image }) {
  for (const { size, median } of SEARCHES) {
    const resized = sharp(image, { failOn: 'error' }).resize(size, size, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (median ? resized.median(median) : resized).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: 'attemptBoth' });
    if (found?.data) return found.data;
  }
  return undefined;
}
