import { MailLanguage } from '../mail.enums.js';
import { composeMail, type MailSite, type RenderedMail, siteLink } from './mail-layout.js';

/** Staff replies the shopper has not read, as the mail about them tells it. */
export interface SupportReplyMailValues {
  name: string;
  /** The order the conversation is about; null for the chat widget's general conversation. */
  orderNumber: string | null;
  /** How many staff replies are unread. */
  unread: number;
  /** The start of the newest unread reply (text only; empty when it is a picture). */
  latest: string;
}

/** Where the shopper reads the answer: the order's page, or any page with the chat opened. */
const conversationLink = (site: MailSite, orderNumber: string | null) =>
  siteLink(site, orderNumber ? `/orders/${encodeURIComponent(orderNumber)}` : '/?support=open');

export function supportReplyMail(site: MailSite, language: MailLanguage, values: SupportReplyMailValues): RenderedMail {
  const url = conversationLink(site, values.orderNumber);
  const quoted = values.latest ? [`“${values.latest}”`] : [];
  if (language === MailLanguage.TH) {
    const replied = values.orderNumber ? `ทีมงานตอบกลับเรื่องคำสั่งซื้อ ${values.orderNumber} แล้ว` : 'ทีมงานตอบกลับข้อความของคุณแล้ว';
    return composeMail(site, language, {
      subject: replied,
      paragraphs: [`สวัสดี ${values.name}`, `${replied} มีข้อความที่คุณยังไม่ได้อ่าน ${values.unread} ข้อความ`, ...quoted],
      action: { label: 'อ่านและตอบกลับ', url },
    });
  }
  const about = values.orderNumber ? `about order ${values.orderNumber}` : 'in your chat with us';
  return composeMail(site, language, {
    subject: values.orderNumber ? `We replied about order ${values.orderNumber}` : 'We replied to your message',
    paragraphs: [`Hello ${values.name},`, `Our team replied ${about}: ${values.unread === 1 ? '1 reply' : `${values.unread} replies`} you have not read yet.`, ...quoted],
    action: { label: 'Read and reply', url },
  });
}
