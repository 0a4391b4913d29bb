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
  /** Their credit record; customers without one have none. */
  credit?: { ordersCount: number; totalCredits: string; remainingCredits: string };
}

/** 24 customers, 11 of them new in the last 28 days; remaining credits on both sides of 3000 and 1500. */
export const seedCustomers: SeedCustomer[] = [
  { name: 'สมชาย ใจดี', email: 'somchai.jaidee@example.com', signedUpDaysAgo: 88, credit: { ordersCount: 42, totalCredits: '12500.00', remainingCredits: '4820.50' } },
  { name: 'Emily Carter', email: 'emily.carter@example.com', signedUpDaysAgo: 85, credit: { ordersCount: 18, totalCredits: '6400.00', remainingCredits: '3150.00' } },
  { name: 'สุดารัตน์ ศรีสุข', email: 'sudarat.srisuk@example.com', signedUpDaysAgo: 81, credit: { ordersCount: 27, totalCredits: '8200.00', remainingCredits: '2980.25' } },
  { name: 'James Wilson', email: 'james.wilson@example.com', signedUpDaysAgo: 77, credit: { ordersCount: 9, totalCredits: '3000.00', remainingCredits: '1499.99' } },
  { name: 'ณัฐพล วงศ์สวัสดิ์', email: 'nattapon.wongsawat@example.com', signedUpDaysAgo: 72, credit: { ordersCount: 33, totalCredits: '9800.00', remainingCredits: '3000.00' } },
  { name: 'Olivia Brown', email: 'olivia.brown@example.com', signedUpDaysAgo: 68, credit: { ordersCount: 5, totalCredits: '2500.00', remainingCredits: '1500.00' } },
  { name: 'พิมพ์ชนก แก้วมณี', email: 'pimchanok.kaewmanee@example.com', signedUpDaysAgo: 63, credit: { ordersCount: 21, totalCredits: '7000.00', remainingCredits: '5240.75' } },
  { name: 'Daniel Lee', email: 'daniel.lee@example.com', signedUpDaysAgo: 58 },
  { name: 'ธนากร ปัญญาดี', email: 'thanakorn.panyadee@example.com', signedUpDaysAgo: 54, credit: { ordersCount: 14, totalCredits: '4100.00', remainingCredits: '890.00' } },
  { name: 'Sophia Martinez', email: 'sophia.martinez@example.com', signedUpDaysAgo: 49, credit: { ordersCount: 11, totalCredits: '5000.00', remainingCredits: '2250.40' } },
  { name: 'กิตติพัฒน์ บุญมา', email: 'kittipat.boonma@example.com', signedUpDaysAgo: 44, credit: { ordersCount: 3, totalCredits: '1200.00', remainingCredits: '120.00' } },
  { name: 'Liam Anderson', email: 'liam.anderson@example.com', signedUpDaysAgo: 39, credit: { ordersCount: 16, totalCredits: '6600.00', remainingCredits: '3600.00' } },
  { name: 'อรุณี ทองดี', email: 'arunee.thongdee@example.com', signedUpDaysAgo: 34, credit: { ordersCount: 7, totalCredits: '2800.00', remainingCredits: '1750.00' } },
  { name: 'Noah Thompson', email: 'noah.thompson@example.com', signedUpDaysAgo: 27, credit: { ordersCount: 2, totalCredits: '900.00', remainingCredits: '0.00' } },
  { name: 'วรวุฒิ สายสุวรรณ', email: 'worawut.saisuwan@example.com', signedUpDaysAgo: 25, credit: { ordersCount: 12, totalCredits: '5500.00', remainingCredits: '4100.00' } },
  { name: 'Ava Robinson', email: 'ava.robinson@example.com', signedUpDaysAgo: 22 },
  { name: 'ชลธิชา มีสุข', email: 'chonticha.meesuk@example.com', signedUpDaysAgo: 19, credit: { ordersCount: 6, totalCredits: '3200.00', remainingCredits: '2999.99' } },
  { name: 'Ethan Clark', email: 'ethan.clark@example.com', signedUpDaysAgo: 16, credit: { ordersCount: 4, totalCredits: '1800.00', remainingCredits: '640.50' } },
  { name: 'ปิยะพงษ์ รัตนชัย', email: 'piyapong.rattanachai@example.com', signedUpDaysAgo: 13, credit: { ordersCount: 8, totalCredits: '4500.00', remainingCredits: '3320.00' } },
  { name: 'Mia Walker', email: 'mia.walker@example.com', signedUpDaysAgo: 10, credit: { ordersCount: 1, totalCredits: '500.00', remainingCredits: '500.00' } },
  { name: 'ศุภชัย อินทร์แก้ว', email: 'supachai.inkaew@example.com', signedUpDaysAgo: 7, credit: { ordersCount: 3, totalCredits: '2000.00', remainingCredits: '1620.00' } },
  { name: 'Lucas Hall', email: 'lucas.hall@example.com', signedUpDaysAgo: 5 },
  { name: 'กมลชนก จันทร์เพ็ญ', email: 'kamonchanok.chanpen@example.com', signedUpDaysAgo: 3, credit: { ordersCount: 2, totalCredits: '3500.00', remainingCredits: '3500.00' } },
  { name: 'Grace Young', email: 'grace.young@example.com', signedUpDaysAgo: 1 },
];

/** How many demo transactions, and over how many days before the seeding (about four months). */
export const SEED_TRANSACTION_COUNT = 180;
export const SEED_TRANSACTION_DAYS = 120;
export const SEED_TRANSACTION_METHODS = ['Bank Transfer', 'PromptPay', 'Crypto'];
