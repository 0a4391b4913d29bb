import { MailLanguage } from '../mail.enums.js';
import { composeMail, type MailSite, type RenderedMail, SECRET_MARK, siteLink } from './mail-layout.js';

export interface ConfirmEmailMailValues {
  /** The username the link confirms: the one chosen in the sign-up it was mailed for. */
  username: string;
  /** How long the link works. */
  hours: number;
}

/**
 * The single-use link's token is SECRET_MARK here; the sender puts the real one in. It names the username it
 * confirms: anyone may sign an address up, so its owner must be able to tell a sign-up that was not theirs.
 */
export function confirmEmailMail(site: MailSite, language: MailLanguage, { username, hours }: ConfirmEmailMailValues): RenderedMail {
  const url = siteLink(site, `/confirm-email?token=${SECRET_MARK}`);
  if (language === MailLanguage.TH) {
    return composeMail(site, language, {
      subject: `ยืนยันอีเมลของคุณ – ${site.shopName}`,
      paragraphs: [
        `สวัสดี ${username}`,
        `ขอบคุณที่สมัครสมาชิก ${site.shopName} ด้วยชื่อผู้ใช้ ${username} กดปุ่มด้านล่างเพื่อยืนยันว่าอีเมลนี้เป็นของคุณ แล้วคุณจะเข้าสู่ระบบและสั่งซื้อได้ทันที ลิงก์นี้ใช้ได้ ${hours} ชั่วโมง`,
      ],
      action: { label: 'ยืนยันอีเมล', url },
      after: [`หากคุณไม่ได้สมัครสมาชิกด้วยชื่อผู้ใช้ ${username} อย่ากดลิงก์นี้ บัญชีจะไม่ถูกใช้งานหากไม่ได้ยืนยัน`],
    });
  }
  return composeMail(site, language, {
    subject: `Confirm your e-mail – ${site.shopName}`,
    paragraphs: [
      `Hello ${username},`,
      `Thanks for signing up at ${site.shopName} with the username ${username}. Use the button below to confirm this address is yours; you are then signed in and can order straight away. The link works for ${hours} hours.`,
    ],
    action: { label: 'Confirm my e-mail', url },
    after: [`If you did not sign up with the username ${username}, do not use this link: an account that is never confirmed cannot be used.`],
  });
}

export interface SignUpAttemptMailValues {
  /** The account holder's name as the shop knows it. */
  name: string;
  /** The account signs in with Google only (it has no password to reset). */
  googleOnly: boolean;
}

/** Someone signed up with an address that already has an account: its holder is told, the person signing up is not. */
export function signUpAttemptMail(site: MailSite, language: MailLanguage, { name, googleOnly }: SignUpAttemptMailValues): RenderedMail {
  const url = siteLink(site, '/');
  if (language === MailLanguage.TH) {
    return composeMail(site, language, {
      subject: `มีคนพยายามสมัครสมาชิกด้วยอีเมลของคุณ – ${site.shopName}`,
      paragraphs: [
        `สวัสดี ${name}`,
        `มีคนพยายามสมัครสมาชิก ${site.shopName} ด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว จึงไม่ได้สร้างบัญชีใหม่`,
        googleOnly
          ? 'หากเป็นคุณ ให้เข้าสู่ระบบด้วย Google ตามเดิม'
          : 'หากเป็นคุณ ให้เข้าสู่ระบบด้วยบัญชีเดิม หากจำรหัสผ่านไม่ได้ ให้ใช้ "ลืมรหัสผ่าน?" ในหน้าต่างเข้าสู่ระบบ',
      ],
      action: { label: `ไปที่ ${site.shopName}`, url },
      after: ['หากไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย'],
    });
  }
  return composeMail(site, language, {
    subject: `Someone tried to sign up with your e-mail – ${site.shopName}`,
    paragraphs: [
      `Hello ${name},`,
      `Someone tried to sign up at ${site.shopName} with this address. It already has an account, so no new one was made.`,
      googleOnly ? 'If it was you, sign in with Google as before.' : 'If it was you, sign in to your account; if you forgot the password, use "Forgot password?" in the sign-in window.',
    ],
    action: { label: `Go to ${site.shopName}`, url },
    after: ['If it was not you, there is nothing to do: your account is safe.'],
  });
}
