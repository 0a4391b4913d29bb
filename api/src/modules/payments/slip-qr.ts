import { Piscina } from 'piscina';
import { anyId, slipVerify } from 'promptparse/validate';
import { ValidationError } from '../common/errors.js';
import { imageProcessing } from '../uploads/image-processing.js';

/** Which bank sent the money and its transaction reference (what makes a slip unique), and the QR's text. */
export interface SlipReference {
  sendingBank: string;
  transRef: string;
  qrPayload: string;
}

const MAX_SLIP_QR_LENGTH = 512;

const slipProblem = (message: string) => new ValidationError(message, [{ field: 'slip', message, reason: 'INVALID' }]);

/**
 * Where slip QRs are looked for (slip-qr.worker.js): as many threads as image jobs may run at once, started with
 * the first slip and ended when idle, so the event loop never waits for a picture. Every search also takes a turn
 * of the process's image queue, which refuses work past what it can clear.
 */
let slipQrWorkers: Piscina<{ image: Uint8Array }, string | undefined> | undefined;

function workers() {
  slipQrWorkers ??= new Piscina({
    filename: new URL('./slip-qr.worker.js', import.meta.url).href,
    minThreads: 0,
    maxThreads: imageProcessing.limits.concurrency,
    idleTimeout: 30_000,
  });
  return slipQrWorkers;
}

/** The text of the first QR code found in the image, or undefined. */
function readQr(image: Buffer): Promise<string | undefined> {
  return imageProcessing.run(() => workers().run({ image }));
}

/** Ends the slip QR threads (at shutdown); a later slip starts them again. */
export async function stopSlipQrWorkers(): Promise<void> {
  const running = slipQrWorkers;
  slipQrWorkers = undefined;
  await running?.destroy();
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
