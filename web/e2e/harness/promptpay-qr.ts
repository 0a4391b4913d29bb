/// <reference types="node" />
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { parse } from 'promptparse';

/** What a bank app reads from a PromptPay QR shown as a PNG data URL: the amount (tag 54) and whether its CRC holds. */
export function readPromptPayQr(dataUrl: string): { amount: string | undefined; crcValid: boolean } {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const text = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  if (!text) throw new Error('No QR code found in the image');
  const qr = parse(text);
  return { amount: qr?.getTagValue('54'), crcValid: qr?.validate('63') ?? false };
}
