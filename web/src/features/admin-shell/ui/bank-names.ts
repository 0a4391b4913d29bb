/** Thai banks by the code slip QRs carry (the Bank of Thailand's institution codes); others are shown as their code. */
const BANK_NAMES: Readonly<Record<string, string>> = {
  '002': 'Bangkok Bank',
  '004': 'Kasikornbank',
  '006': 'Krungthai',
  '011': 'TTB',
  '014': 'SCB',
  '025': 'Krungsri',
  '030': 'GSB',
  '034': 'BAAC',
  '069': 'Kiatnakin Phatra',
};

export const bankName = (code: string) => BANK_NAMES[code] ?? `Bank ${code}`;

/** The banks a receiving account can be picked from, by code. */
export const THAI_BANKS = Object.entries(BANK_NAMES).map(([code, name]) => ({ code, name }));
