import type { Language } from '../../../lib/i18n';

/** Thai banks by the code slip QRs carry (the Bank of Thailand's institution codes), in each language. */
const BANK_NAMES: Readonly<Record<string, Record<Language, string>>> = {
  '002': { th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank' },
  '004': { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
  '006': { th: 'ธนาคารกรุงไทย', en: 'Krungthai' },
  '011': { th: 'ธนาคารทหารไทยธนชาต', en: 'TTB' },
  '014': { th: 'ธนาคารไทยพาณิชย์', en: 'SCB' },
  '025': { th: 'ธนาคารกรุงศรีอยุธยา', en: 'Krungsri' },
  '030': { th: 'ธนาคารออมสิน', en: 'GSB' },
  '034': { th: 'ธ.ก.ส.', en: 'BAAC' },
  '069': { th: 'ธนาคารเกียรตินาคินภัทร', en: 'Kiatnakin Phatra' },
};

/** A bank's name by its code; others are shown as their code. English unless a language is given. */
export const bankName = (code: string, language: Language = 'en') =>
  BANK_NAMES[code]?.[language] ?? (language === 'th' ? `ธนาคาร ${code}` : `Bank ${code}`);

/** The banks a receiving account can be picked from, by code, named in `language`. */
export const banksIn = (language: Language) => Object.entries(BANK_NAMES).map(([code, names]) => ({ code, name: names[language] }));
