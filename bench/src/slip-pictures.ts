/**
 * The slip photos of the slip upload benchmark: as large as a shopper may send (3000 × 4000 JPEGs just under the
 * app's 5 MiB upload limit), grainy as a phone's photo of paper, each with the slip-verify QR of a transfer of its
 * own (api/src/test-support/slip-images.ts draws the small ones of the tests the same way).
 */
import { randomInt } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 3000;
const HEIGHT = 4000;
/** The app's default MAX_UPLOAD_BYTES. */
const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Pictures are encoded at the best JPEG quality that stays under this, with room for another transfer's QR. */
const TARGET_BYTES = UPLOAD_LIMIT_BYTES - 200 * 1024;
/**
 * Calibrated on this machine's 2 vCPUs: the app's first QR search (1600 px, as sent) fails on the grain after jsQR
 * has scanned the whole picture twice (2.5–4 s), and the second (median-filtered) finds the QR, in 20 pictures
 * out of 20. That is the most work a slip the app can read costs, short of the third search.
 */
const QR_WIDTH = 480;
const GRAIN = { mean: 190, sigma: 25, pixels: 2 };

interface SlipPictures {
  width: number;
  height: number;
  jpegQuality: number;
  /** Each picture's bytes; every one names a new transfer. */
  pictures: Buffer[];
}

/** `count` slip photos of new transfers, all on the same grainy paper. */
export async function slipPictures(count: number): Promise<SlipPictures> {
  const paper = await slipOnPaper();
  const picture = async (quality: number) => {
    const qr = await QRCode.toBuffer(slipVerify(newTransfer()), { type: 'png', width: QR_WIDTH, margin: 2 });
    return sharp(paper, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .composite([{ input: qr, left: WIDTH - QR_WIDTH - 150, top: HEIGHT - QR_WIDTH - 200, blend: 'multiply' }])
      .jpeg({ quality })
      .toBuffer();
  };
  const jpegQuality = await bestQualityUnder(TARGET_BYTES, async (quality) => (await picture(quality)).length);
  const pictures: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    const bytes = await picture(jpegQuality);
    if (bytes.length > UPLOAD_LIMIT_BYTES) throw new Error(`A slip picture came out at ${bytes.length} bytes, over the app's ${UPLOAD_LIMIT_BYTES}.`);
    pictures.push(bytes);
  }
  return { width: WIDTH, height: HEIGHT, jpegQuality, pictures };
}

/** A transfer reference no other slip of the run has, as banks write them (as newSlipReference in the tests). */
const newTransfer = () => ({ sendingBank: '004', transRef: `0150731440${randomInt(1e9, 1e10)}` });

/** The slip's page (grey "text" bars on white) multiplied into grain, as raw RGB: the photo without its QR. */
async function slipOnPaper(): Promise<Buffer> {
  const grainWidth = WIDTH / GRAIN.pixels;
  const grainHeight = HEIGHT / GRAIN.pixels;
  const paper = await sharp(seededGrain(grainWidth * grainHeight * 3), { raw: { width: grainWidth, height: grainHeight, channels: 3 } })
    .resize(WIDTH, HEIGHT)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const bars = Array.from({ length: 14 }, (_, row) => ({
    input: { create: { width: 1700, height: 60, channels: 3 as const, background: { r: 110, g: 110, b: 110 } } },
    left: 200,
    top: 300 + row * 150,
  }));
  const page = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } }).composite(bars).png({ compressionLevel: 0 }).toBuffer();
  return sharp(paper).composite([{ input: page, blend: 'multiply' }]).removeAlpha().raw().toBuffer();
}

/** Gaussian grain, the same on every run (sharp's own noise differs each time), so runs compare. */
function seededGrain(length: number): Buffer {
  let state = 20261129;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state + 1) / 4_294_967_297;
  };
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    const gaussian = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    bytes[i] = Math.max(0, Math.min(255, Math.round(GRAIN.mean + gaussian * GRAIN.sigma)));
  }
  return bytes;
}

/** The highest JPEG quality (60–95) whose picture is at most `bytes`, by bisection. */
async function bestQualityUnder(bytes: number, sizeAt: (quality: number) => Promise<number>): Promise<number> {
  let low = 60;
  let high = 95;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await sizeAt(middle)) <= bytes) low = middle;
    else high = middle - 1;
  }
  return low;
}
