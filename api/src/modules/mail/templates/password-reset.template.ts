import { MailLanguage } from '../mail.enums.js';
import { composeMail, type MailSite, type RenderedMail, SECRET_MARK, siteLink } from './mail-layout.js';

export interface PasswordResetMailValues {
  /** The account holder's name as the shop knows it. */
  name: string;
  /** A staff account's mail says so; both kinds reset on the same page. */
  staff: boolean;
  /** How long the link works. */
  minutes: number;
}

/** The single-use link's token is SECRET_MARK here; the sender puts the real one in. */
export function passwordResetMail(site: MailSite, language: MailLanguage, { name, staff, minutes }: PasswordResetMailValues): RenderedMail {
  const url = siteLink(site, `/reset-password?token=${SECRET_MARK}`);
  if (language === MailLanguage.TH) {
    return composeMail(site, language, {
      subject: `ตั้งรหัสผ่านใหม่ – ${site.shopName}`,
      paragraphs: [
        `สวัสดี ${name}`,
        `เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับ${staff ? 'บัญชีผู้ดูแลร้าน' : 'บัญชีของคุณ'}ที่ ${site.shopName}`,
        `กดปุ่มด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ครั้งเดียวและหมดอายุใน ${minutes} นาที เมื่อตั้งรหัสผ่านใหม่แล้ว ทุกอุปกรณ์ที่เข้าสู่ระบบไว้จะถูกออกจากระบบ`,
      ],
      action: { label: 'ตั้งรหัสผ่านใหม่', url },
      after: ['หากคุณไม่ได้ขอตั้งรหัสผ่านใหม่ ไม่ต้องทำอะไร รหัสผ่านเดิมของคุณยังใช้ได้ตามปกติ'],
    });
  }
  return composeMail(site, language, {
    subject: `Set a new password – ${site.shopName}`,
    paragraphs: [
      `Hello ${name},`,
      `We received a request to set a new password for your ${staff ? 'staff account' : 'account'} at ${site.shopName}.`,
      `Use the button below to choose a new one. The link works once and expires in ${minutes} minutes. Setting a new password signs you out everywhere you are signed in.`,
    ],
    action: { label: 'Set a new password', url },
    after: ['If you did not ask for this, you can ignore this e-mail: your password stays as it is.'],
  });
}
