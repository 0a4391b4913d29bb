import { formatBaht } from '../../common/money.js';
import { MailLanguage } from '../mail.enums.js';
import { composeMail, type MailBody, type MailSite, type RenderedMail, siteLink } from './mail-layout.js';

/** An order as its mails describe it, read when the mail is queued (later changes never alter a sent mail). */
export interface OrderMailValues {
  /** The buyer's name as the shop knows it. */
  name: string;
  number: string;
  total: string;
  lines: { name: string; quantity: number }[];
  /** None for an order of Robux accounts alone: their login is shown on the order page instead. */
  robloxUsername: string | null;
  /** What PromptPay should carry (the total, perhaps a few satang more to tell payments apart). */
  payAmount: string | null;
  /** When an unpaid order expires (ISO 8601). */
  deadline: string;
  /** Why staff sent a slip back or refunded: the note on the order's timeline. */
  reason: string | null;
  /** What went back into the wallet on a refund. */
  refunded: string | null;
  /** The slip was sent back and the order closed with it (cancelled, or its time to pay ran out), not waiting for another payment. */
  closed: boolean;
}

export interface WalletCreditedMailValues {
  name: string;
  amount: string;
  balance: string;
}

type Texts = Record<MailLanguage, MailBody>;

const bangkokTime: Record<MailLanguage, Intl.DateTimeFormat> = {
  [MailLanguage.TH]: new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' }),
  [MailLanguage.EN]: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' }),
};

const linesText = (order: OrderMailValues) => order.lines.map((line) => `• ${line.name} × ${line.quantity}`).join('\n');
/** Who the order goes to: the Roblox user, or (Robux accounts alone) the buyer on the order page, where the logins are shown. */
const receiverText = (language: MailLanguage, order: OrderMailValues) =>
  order.robloxUsername === null
    ? { [MailLanguage.TH]: 'คุณทางหน้าคำสั่งซื้อ', [MailLanguage.EN]: 'you on the order page' }[language]
    : { [MailLanguage.TH]: `ผู้ใช้ Roblox: ${order.robloxUsername}`, [MailLanguage.EN]: `the Roblox user ${order.robloxUsername}` }[language];
const orderLink = (site: MailSite, order: OrderMailValues) => siteLink(site, `/orders/${encodeURIComponent(order.number)}`);

function compose(site: MailSite, language: MailLanguage, texts: Texts): RenderedMail {
  return composeMail(site, language, texts[language]);
}

/** The optional mails (OPTIONAL_MAIL_KINDS) say where they are turned off. */
function composeOptional(site: MailSite, language: MailLanguage, texts: Texts): RenderedMail {
  const settings = siteLink(site, '/account/email');
  const note = language === MailLanguage.TH ? `ไม่ต้องการรับอีเมลแจ้งความคืบหน้าแบบนี้? ปิดได้ที่ ${settings}` : `Rather not get progress e-mails like this one? Turn them off at ${settings}`;
  const body = texts[language];
  return composeMail(site, language, { ...body, after: [...(body.after ?? []), note] });
}

export function orderPlacedMail(site: MailSite, language: MailLanguage, order: OrderMailValues): RenderedMail {
  const deadline = bangkokTime[language].format(new Date(order.deadline));
  const pay = formatBaht(order.payAmount ?? order.total);
  const url = orderLink(site, order);
  return compose(site, language, {
    [MailLanguage.TH]: {
      subject: `ได้รับคำสั่งซื้อ ${order.number} แล้ว – โปรดชำระเงินภายใน ${deadline}`,
      paragraphs: [
        `สวัสดี ${order.name}`,
        `เราได้รับคำสั่งซื้อ ${order.number} ของคุณแล้ว ยอดรวม ${formatBaht(order.total)}\n${linesText(order)}`,
        `โปรดโอน ${pay} ผ่านพร้อมเพย์ (ตามยอดนี้พอดี) หรือชำระด้วยเครดิตในร้าน ภายใน ${deadline} (เวลากรุงเทพฯ) แล้วส่งสลิปที่หน้าคำสั่งซื้อ หากไม่ชำระภายในเวลานี้ คำสั่งซื้อจะถูกยกเลิกโดยอัตโนมัติ`,
      ],
      action: { label: 'ดูคิวอาร์โค้ดและชำระเงิน', url },
      after: [`ของจะส่งให้${receiverText(MailLanguage.TH, order)}`],
    },
    [MailLanguage.EN]: {
      subject: `Order ${order.number} placed – please pay by ${deadline}`,
      paragraphs: [
        `Hello ${order.name},`,
        `We have your order ${order.number}, total ${formatBaht(order.total)}:\n${linesText(order)}`,
        `Please transfer exactly ${pay} by PromptPay, or pay with your shop credit, by ${deadline} (Bangkok time), then send the slip on the order page. An order not paid by then is cancelled automatically.`,
      ],
      action: { label: 'See the QR code and pay', url },
      after: [`Delivery goes to ${receiverText(MailLanguage.EN, order)}.`],
    },
  });
}

export function paymentApprovedMail(site: MailSite, language: MailLanguage, order: OrderMailValues): RenderedMail {
  const url = orderLink(site, order);
  return composeOptional(site, language, {
    [MailLanguage.TH]: {
      subject: `ได้รับชำระเงินคำสั่งซื้อ ${order.number} แล้ว`,
      paragraphs: [`สวัสดี ${order.name}`, `เราได้รับเงิน ${formatBaht(order.total)} สำหรับคำสั่งซื้อ ${order.number} แล้ว ทีมงานกำลังเตรียมส่งของให้${receiverText(MailLanguage.TH, order)}`],
      action: { label: 'ติดตามคำสั่งซื้อ', url },
    },
    [MailLanguage.EN]: {
      subject: `Payment received for order ${order.number}`,
      paragraphs: [`Hello ${order.name},`, `We received ${formatBaht(order.total)} for order ${order.number}. We are now getting it ready for ${receiverText(MailLanguage.EN, order)}.`],
      action: { label: 'Follow your order', url },
    },
  });
}

export function paymentRejectedMail(site: MailSite, language: MailLanguage, order: OrderMailValues): RenderedMail {
  const deadline = bangkokTime[language].format(new Date(order.deadline));
  const url = orderLink(site, order);
  return compose(site, language, {
    [MailLanguage.TH]: {
      subject: `ยังไม่สามารถยืนยันการชำระเงินคำสั่งซื้อ ${order.number}`,
      paragraphs: [
        `สวัสดี ${order.name}`,
        `เราตรวจสอบสลิปของคำสั่งซื้อ ${order.number} แล้ว แต่ยังยืนยันการชำระเงินไม่ได้ เหตุผล: ${order.reason ?? '-'}`,
        order.closed
          ? 'คำสั่งซื้อนี้ถูกปิดแล้ว หากคุณโอนเงินไปแล้ว โปรดติดต่อทีมงานจากหน้าคำสั่งซื้อ'
          : `คุณสามารถส่งสลิปใหม่หรือชำระด้วยเครดิตได้ภายใน ${deadline} (เวลากรุงเทพฯ)`,
      ],
      action: { label: 'เปิดคำสั่งซื้อ', url },
    },
    [MailLanguage.EN]: {
      subject: `We could not confirm the payment for order ${order.number}`,
      paragraphs: [
        `Hello ${order.name},`,
        `We checked the slip for order ${order.number} but could not confirm the payment. Reason: ${order.reason ?? '-'}`,
        order.closed
          ? 'This order is now closed. If you did transfer the money, contact us from the order page.'
          : `You can send another slip, or pay with your shop credit, by ${deadline} (Bangkok time).`,
      ],
      action: { label: 'Open the order', url },
    },
  });
}

export function orderDeliveredMail(site: MailSite, language: MailLanguage, order: OrderMailValues): RenderedMail {
  const url = orderLink(site, order);
  return composeOptional(site, language, {
    [MailLanguage.TH]: {
      subject: `ส่งของคำสั่งซื้อ ${order.number} แล้ว`,
      paragraphs: [`สวัสดี ${order.name}`, `เราส่งของในคำสั่งซื้อ ${order.number} ให้${receiverText(MailLanguage.TH, order)} แล้ว\n${linesText(order)}`],
      action: { label: 'ดูคำสั่งซื้อ', url },
      after: ['หากยังไม่ได้รับของ ใช้ "ต้องการความช่วยเหลือเกี่ยวกับคำสั่งซื้อนี้?" ที่หน้าคำสั่งซื้อเพื่อคุยกับทีมงาน'],
    },
    [MailLanguage.EN]: {
      subject: `Order ${order.number} delivered`,
      paragraphs: [`Hello ${order.name},`, `We delivered order ${order.number} to ${receiverText(MailLanguage.EN, order)}:\n${linesText(order)}`],
      action: { label: 'See the order', url },
      after: ['If something has not arrived, use "Need help with this order?" on the order page to talk to us.'],
    },
  });
}

export function orderRefundedMail(site: MailSite, language: MailLanguage, order: OrderMailValues): RenderedMail {
  const amount = formatBaht(order.refunded ?? order.total);
  const url = orderLink(site, order);
  return compose(site, language, {
    [MailLanguage.TH]: {
      subject: `คืนเงินคำสั่งซื้อ ${order.number} แล้ว`,
      paragraphs: [`สวัสดี ${order.name}`, `เราคืนเงิน ${amount} ของคำสั่งซื้อ ${order.number} เข้าเครดิตในร้านของคุณแล้ว ใช้ซื้อสินค้าครั้งต่อไปได้ทันที`, `เหตุผล: ${order.reason ?? '-'}`],
      action: { label: 'ดูคำสั่งซื้อ', url },
    },
    [MailLanguage.EN]: {
      subject: `Order ${order.number} refunded`,
      paragraphs: [`Hello ${order.name},`, `We refunded ${amount} for order ${order.number} to your shop credit; you can spend it on your next order.`, `Reason: ${order.reason ?? '-'}`],
      action: { label: 'See the order', url },
    },
  });
}

export function walletCreditedMail(site: MailSite, language: MailLanguage, { name, amount, balance }: WalletCreditedMailValues): RenderedMail {
  const url = siteLink(site, '/wallet');
  return composeOptional(site, language, {
    [MailLanguage.TH]: {
      subject: `เติมเครดิต ${formatBaht(amount)} สำเร็จ`,
      paragraphs: [`สวัสดี ${name}`, `เราเติมเครดิต ${formatBaht(amount)} เข้ากระเป๋าของคุณแล้ว ยอดคงเหลือ ${formatBaht(balance)}`],
      action: { label: 'ดูกระเป๋าเครดิต', url },
    },
    [MailLanguage.EN]: {
      subject: `${formatBaht(amount)} added to your shop credit`,
      paragraphs: [`Hello ${name},`, `We added ${formatBaht(amount)} to your shop credit. Your balance is now ${formatBaht(balance)}.`],
      action: { label: 'Open your wallet', url },
    },
  });
}
