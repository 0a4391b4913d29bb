import jsQRModule from 'jsqr';
import { anyId, slipVerify } from 'promptparse/validate';
import sharp from 'sharp';
import { ValidationError } from '../common/errors.js';
import { imageProcessing } from '../uploads/image-processing.js';

/** Which bank sent the money and its transaction reference (what makes a slip unique), and the QR's text. */
export interface SlipReference {
  sendingBank: string;
  transRef: string;
  qrPayload: string;
}

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

const MAX_SLIP_QR_LENGTH = 512;

// jsqr is CommonJS whose module object is the function itself; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

const slipProblem = (message: string) => new ValidationError(message, [{ field: 'slip', message, reason: 'INVALID' }]);

/** The text of the first QR code found in the image, or undefined. */
async function readQr(image: Buffer): Promise<string | undefined> {
  for (const { size, median } of SEARCHES) {
    const { data, info } = await imageProcessing.run(() => {
      const resized = sharp(image, { failOn: 'error' }).resize(size, size, { fit: 'inside', withoutEnlargement: true });
      return (median ? resized.median(median) : resized).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: 'attemptBoth' });
    if (found?.data) return found.data;
  }
  return undefined;
}

/**
 * The bank and reference of a transfer slip, read from the slip-verify QR every Thai bank app prints on it
 * (its structure and CRC checked by promptparse). Anything else is refused with what to send instead.
 */
export async function readSlipReference(image: Buffer): Promise<SlipReference> {
  const text = await readQr(image);
  if (!text) {
    throw slipProblem('No slip QR code was found in this picture. Upload the slip your bank app shows after the transfer, with its small QR code in view (ไม่พบคิวอาร์โค้ดบนสลิป)');
  }
  const reference = slipVerify(text);
  // Bank slips' QRs are short; a longer one with valid tags is made up, and would not fit where it is kept.
  if (reference && text.length <= MAX_SLIP_QR_LENGTH) return { ...reference, qrPayload: text };
  if (anyId(text)) {
    throw slipProblem("This is the shop's payment QR, not a slip. Pay first, then upload the slip your bank app shows (นี่คือคิวอาร์สำหรับชำระเงิน ไม่ใช่สลิป)");
  }
  throw slipProblem('The QR code in this picture is not a bank slip QR. Upload the transfer slip from your bank app (คิวอาร์โค้ดนี้ไม่ใช่สลิปโอนเงิน)');
}
