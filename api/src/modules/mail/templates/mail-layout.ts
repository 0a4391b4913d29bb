import { escapeHtml } from '../../common/html.js';
import { MailLanguage } from '../mail.enums.js';

/** What every mail names and links to: the shop (SHOP_NAME) at its public address (PUBLIC_URL). */
export interface MailSite {
  shopName: string;
  /** No trailing slash. */
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Stands for a link's single-use part in the stored mail; the sender puts the real value in only while
 * sending (see MailMessage.secret). HTML-safe and URL-safe as it is, so it passes escaping unchanged.
 */
export const SECRET_MARK = '[hidden]';

/** An address on the shop's site. */
export const siteLink = (site: MailSite, pathAndQuery: string) => `${site.publicUrl}${pathAndQuery}`;

const LAYOUT_TEXTS: Record<MailLanguage, { buttonFallback: string; automatic: string }> = {
  [MailLanguage.TH]: {
    buttonFallback: 'หากกดปุ่มไม่ได้ ให้คัดลอกลิงก์นี้ไปเปิดในเบราว์เซอร์:',
    automatic: 'อีเมลนี้ส่งโดยอัตโนมัติ โปรดอย่าตอบกลับ',
  },
  [MailLanguage.EN]: {
    buttonFallback: 'If the button does not work, copy this address into your browser:',
    automatic: 'This e-mail was sent automatically; please do not reply to it.',
  },
};

export interface MailBody {
  subject: string;
  /** Plain text, one paragraph each; escaped for the HTML version. */
  paragraphs: string[];
  /** The one thing the mail asks the reader to do, as a button (a plain link in the text version). */
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
}

/** A mail's text and HTML versions from its paragraphs, in the shop's one simple layout. */
export function composeMail(site: MailSite, language: MailLanguage, body: MailBody): RenderedMail {
  const texts = LAYOUT_TEXTS[language];
  const after = body.after ?? [];
  const signature = `${site.shopName}\n${site.publicUrl}`;
  const text = [
    ...body.paragraphs,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...after,
    `— ${signature}\n${texts.automatic}`,
  ].join('\n\n');

  const paragraph = (content: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(texts.buttonFallback)}<br><a href="${escapeHtml(body.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 20px;font-size:18px;font-weight:bold">${escapeHtml(site.shopName)}</p>`,
    ...body.paragraphs.map(paragraph),
    action,
    ...after.map(paragraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#4b5563">— <a href="${escapeHtml(site.publicUrl)}" style="color:#4338ca">${escapeHtml(site.shopName)}</a><br>${escapeHtml(texts.automatic)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: body.subject, text, html };
}
