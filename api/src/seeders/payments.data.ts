/**
 * Demo data for the money side of the dashboard. Pure data, no ORM code. Dates are offsets from the
 * moment of seeding, so the charts always have recent figures; amounts are baht as exact strings.
 */
import { PaymentMethodType } from '../modules/payments/payment-method.enums.js';

export const seedPaymentMethods = [
  { type: PaymentMethodType.BANK, name: 'Kasikorn Bank', details: 'Account xxx-x-x4821-x · Robux Shop Co., Ltd.' },
  { type: PaymentMethodType.PROMPTPAY, name: 'PromptPay', details: '08x-xxx-5417' },
  { type: PaymentMethodType.CRYPTO, name: 'USDT (TRC20)', details: 'TQ7x…9FkD' },
];

export interface SeedCustomer {
  name: string;
  email: string;
  /** Days before the seeding that the customer signed up (all within the last 90). */
  signedUpDaysAgo: number;
}

/** 24 customers, 11 of them new in the last 28 days (wallets start empty: balances come only from the ledger). */
export const seedCustomers: SeedCustomer[] = [
  { name: 'สมชาย ใจดี', email: 'somchai.jaidee@example.com', signedUpDaysAgo: 88 },
  { name: 'Emily Carter', email: 'emily.carter@example.com', signedUpDaysAgo: 85 },
  { name: 'สุดารัตน์ ศรีสุข', email: 'sudarat.srisuk@example.com', signedUpDaysAgo: 81 },
  { name: 'James Wilson', email: 'james.wilson@example.com', signedUpDaysAgo: 77 },
  { name: 'ณัฐพล วงศ์สวัสดิ์', email: 'nattapon.wongsawat@example.com', signedUpDaysAgo: 72 },
  { name: 'Olivia Brown', email: 'olivia.brown@example.com', signedUpDaysAgo: 68 },
  { name: 'พิมพ์ชนก แก้วมณี', email: 'pimchanok.kaewmanee@example.com', signedUpDaysAgo: 63 },
  { name: 'Daniel Lee', email: 'daniel.lee@example.com', signedUpDaysAgo: 58 },
  { name: 'ธนากร ปัญญาดี', email: 'thanakorn.panyadee@example.com', signedUpDaysAgo: 54 },
  { name: 'Sophia Martinez', email: 'sophia.martinez@example.com', signedUpDaysAgo: 49 },
  { name: 'กิตติพัฒน์ บุญมา', email: 'kittipat.boonma@example.com', signedUpDaysAgo: 44 },
  { name: 'Liam Anderson', email: 'liam.anderson@example.com', signedUpDaysAgo: 39 },
  { name: 'อรุณี ทองดี', email: 'arunee.thongdee@example.com', signedUpDaysAgo: 34 },
  { name: 'Noah Thompson', email: 'noah.thompson@example.com', signedUpDaysAgo: 27 },
  { name: 'วรวุฒิ สายสุวรรณ', email: 'worawut.saisuwan@example.com', signedUpDaysAgo: 25 },
  { name: 'Ava Robinson', email: 'ava.robinson@example.com', signedUpDaysAgo: 22 },
  { name: 'ชลธิชา มีสุข', email: 'chonticha.meesuk@example.com', signedUpDaysAgo: 19 },
  { name: 'Ethan Clark', email: 'ethan.clark@example.com', signedUpDaysAgo: 16 },
  { name: 'ปิยะพงษ์ รัตนชัย', email: 'piyapong.rattanachai@example.com', signedUpDaysAgo: 13 },
  { name: 'Mia Walker', email: 'mia.walker@example.com', signedUpDaysAgo: 10 },
  { name: 'ศุภชัย อินทร์แก้ว', email: 'supachai.inkaew@example.com', signedUpDaysAgo: 7 },
  { name: 'Lucas Hall', email: 'lucas.hall@example.com', signedUpDaysAgo: 5 },
  { name: 'กมลชนก จันทร์เพ็ญ', email: 'kamonchanok.chanpen@example.com', signedUpDaysAgo: 3 },
  { name: 'Grace Young', email: 'grace.young@example.com', signedUpDaysAgo: 1 },
];

/** How many demo transactions, and over how many days before the seeding (about four months). */
export const SEED_TRANSACTION_COUNT = 180;
export const SEED_TRANSACTION_DAYS = 120;
export const SEED_TRANSACTION_METHODS = ['Bank Transfer', 'PromptPay', 'Crypto'];
