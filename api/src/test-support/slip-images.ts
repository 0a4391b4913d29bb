import { randomInt } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** Gaussian grain around `mean` (sigma `spread`), one byte per pixel, the same on every run. */
function grain(width: number, height: number, mean: number, spread: number): Buffer {
  let state = 20261125;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state + 1) / 4_294_967_297;
  };
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) {
    const gaussian = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    pixels[i] = Math.max(0, Math.min(255, Math.round(mean + gaussian * spread)));
  }
  return pixels;
}

/** A transfer reference no other slip of the run has, as banks write them. */
export function newSlipReference() {
  return { sendingBank: '004', transRef: `0150731440${randomInt(1e9, 1e10)}` };
}

/**
 * A picture of a bank slip: a white page with grey "text" bars, the QR of `payload` (a slip-verify QR unless
 * told otherwise) in a corner, optionally turned, shrunk, and on a noisy background, as phone photos are.
 */
export async function slipImage(payload: string, options: { rotate?: number; scale?: number; noisy?: boolean } = {}): Promise<Buffer> {
  const qr = await QRCode.toBuffer(payload, { type: 'png', width: 220, margin: 2 });
  const bars = Array.from({ length: 8 }, (_, row) => ({
    input: { create: { width: 420, height: 18, channels: 3 as const, background: { r: 120, g: 120, b: 120 } } },
    left: 40,
    top: 60 + row * 40,
  }));
  const page = sharp({ create: { width: 720, height: 1000, channels: 3, background: '#ffffff' } }).composite([...bars, { input: qr, left: 460, top: 720 }]).png();
  let bytes = await page.toBuffer();
  if (options.rotate) bytes = await sharp(bytes).rotate(options.rotate, { background: '#ffffff' }).png().toBuffer();
  if (options.scale) {
    const { width = 720 } = await sharp(bytes).metadata();
    bytes = await sharp(bytes).resize(Math.round(width * options.scale)).png().toBuffer();
  }
  if (options.noisy) {
    const { width = 720, height = 1000 } = await sharp(bytes).metadata();
    // Grainy grey paper: white turns to speckled grey, the QR's dark modules stay dark. The grain comes from a
    // seeded generator, so every run draws the same photo (sharp's own noise differs each time).
    const paper = await sharp(grain(width, height, 190, 35), { raw: { width, height, channels: 1 } }).png().toBuffer();
    bytes = await sharp(paper).composite([{ input: bytes, blend: 'multiply' }]).png().toBuffer();
  }
  return bytes;
}

/** A slip picture of a new transfer, and its reference. */
export async function newSlip(options?: Parameters<typeof slipImage>[1]) {
  const reference = newSlipReference();
  return { reference, image: await slipImage(slipVerify(reference), options) };
}
