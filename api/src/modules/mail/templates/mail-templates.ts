import type { MailLanguage } from '../mail.enums.js';
import { MailKind } from '../mail.enums.js';
import type { MailSite, RenderedMail } from './mail-layout.js';
import { orderDeliveredMail, orderPlacedMail, orderRefundedMail, paymentApprovedMail, paymentRejectedMail, walletCreditedMail } from './order-mails.template.js';
import { passwordResetMail } from './password-reset.template.js';
import { confirmEmailMail, signUpAttemptMail } from './sign-up.template.js';
import { supportReplyMail } from './support-reply.template.js';

/** Every kind of mail and its template: a new message is a new kind, a template here, and a MailOutbox.queue call. */
export const MAIL_TEMPLATES = {
  [MailKind.PASSWORD_RESET]: passwordResetMail,
  [MailKind.CONFIRM_EMAIL]: confirmEmailMail,
  [MailKind.SIGN_UP_ATTEMPT]: signUpAttemptMail,
  [MailKind.ORDER_PLACED]: orderPlacedMail,
  [MailKind.PAYMENT_APPROVED]: paymentApprovedMail,
  [MailKind.PAYMENT_REJECTED]: paymentRejectedMail,
  [MailKind.ORDER_DELIVERED]: orderDeliveredMail,
  [MailKind.ORDER_REFUNDED]: orderRefundedMail,
  [MailKind.WALLET_CREDITED]: walletCreditedMail,
  [MailKind.SUPPORT_REPLY]: supportReplyMail,
} satisfies Record<MailKind, (site: MailSite, language: MailLanguage, values: never) => RenderedMail>;

/** The values a kind's template needs. */
export type MailValues<Kind extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[Kind]>[2];
