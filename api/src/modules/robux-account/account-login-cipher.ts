import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a buyer needs to take over an account they bought. Never in a listing, log or export. */
export interface AccountLogin {
  username: string;
  password: string;
  recoveryEmail: string | null;
  notes: string | null;
}

/** Ciphertext layout: version byte, 12-byte IV, 16-byte GCM tag, then the encrypted JSON. */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM over a login's JSON. The listing's public id is bound in as additional data, so a ciphertext
 * copied onto another row fails to open instead of handing over the wrong account.
 */
export class AccountLoginCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('An account login key must be 32 bytes');
  }

  seal(login: AccountLogin, publicId: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(publicId));
    const body = Buffer.concat([cipher.update(JSON.stringify(login), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer, publicId: string): AccountLogin {
    if (sealed[0] !== VERSION) throw new Error(`Unknown account login format ${sealed[0]}`);
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(publicId)).setAuthTag(tag);
    const json = Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(json) as AccountLogin;
  }
}

/** ACCOUNT_SECRET_KEY as given: 64 hex digits or the base64 of 32 bytes; undefined when it is neither. */
export function parseAccountSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const decoded = /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
  return decoded?.length === 32 ? decoded : undefined;
}
