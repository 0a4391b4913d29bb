/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';

/** A picture of a bank slip: the slip-verify QR every Thai bank app prints on it, for this transfer reference. */
export const slipPicture = (transRef: string) => QRCode.toBuffer(slipVerify({ sendingBank: '004', transRef }), { type: 'png', width: 300 });

/** A bank reference no other test has used (the shop takes each transfer once). */
export const uniqueTransRef = () => `0150731440${randomBytes(5).toString('hex').toUpperCase()}`;
