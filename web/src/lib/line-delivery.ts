import { defineMessages, type Language } from './i18n';
import { fillCount } from './plural';

const lineDeliveryMessages = defineMessages({
  th: {
    guaranteeOne: 'รับประกัน {count} วัน',
    guaranteeOther: 'รับประกัน {count} วัน',
    noGuarantee: 'ไม่มีการรับประกัน',
    loginOnOrderPage: 'ข้อมูลเข้าสู่ระบบจะแสดงในหน้าคำสั่งซื้อเมื่อชำระเงินแล้ว',
  },
  en: {
    guaranteeOne: 'guarantee {count} day',
    guaranteeOther: 'guarantee {count} days',
    noGuarantee: 'no guarantee',
    loginOnOrderPage: 'login shown on your order page once paid',
  },
});

/** The delivery facts of a checkout or order line as the API gives them (kind LineKind). */
export interface LineDeliveryFacts {
  kind?: string | null;
  /** An account's type, as staff wrote it: shown as written, in any language. */
  accountType?: string | null;
  guaranteeDays?: number | null;
  /** What staff wrote about delivering an item, as written. */
  deliveryInstructions?: string | null;
}

/**
 * What a line says of its delivery beside the method: for a Robux account its type, its guarantee and, unless the page
 * shows the login itself (`loginNote: false`), where the login appears; for an item what staff wrote. Null when nothing.
 */
export function lineDeliveryNote(line: LineDeliveryFacts, language: Language, { loginNote = true }: { loginNote?: boolean } = {}): string | null {
  if (line.kind !== 'ROBUX_ACCOUNT' || (line.accountType == null && line.guaranteeDays == null)) return line.deliveryInstructions || null;
  const t = lineDeliveryMessages[language];
  const guarantee = line.guaranteeDays == null ? null : line.guaranteeDays === 0 ? t.noGuarantee : fillCount(language, line.guaranteeDays, { one: t.guaranteeOne, other: t.guaranteeOther });
  return [line.accountType, guarantee, loginNote ? t.loginOnOrderPage : null].filter(Boolean).join(' · ');
}
