import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryMethod, OrderStatus } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { type NextStepsOrder, OrderSupportHoursQuery, WhatHappensNext } from './what-happens-next';

const item = { deliveryMethod: 'IN_GAME_TRADE' as DeliveryMethod, gameName: 'Blox Fruits' };
const robux = { deliveryMethod: 'GAMEPASS' as DeliveryMethod, gameName: null };
const account = { deliveryMethod: 'ACCOUNT_LOGIN' as DeliveryMethod, gameName: null };
const privateServer = { deliveryMethod: 'PRIVATE_SERVER' as DeliveryMethod, gameName: 'Pet Simulator 99' };

function anOrder(status: OrderStatus, lines: NextStepsOrder['lines'], overrides: Partial<NextStepsOrder> = {}): NextStepsOrder {
  return { status, lines, robloxUser: { name: 'Builder_Bob' }, timeline: [{ toStatus: 'AWAITING_PAYMENT', at: '2026-11-23T10:00:00Z' }], ...overrides };
}

type Hours = { days: number[]; opensAt: string; closesAt: string; supportOpenNow: boolean; nextOpenAt: string | null } | null;

function renderNext(order: NextStepsOrder, language: Language = 'th', hours?: Hours) {
  const mocks = hours === undefined ? [] : [{ request: { query: OrderSupportHoursQuery }, result: { data: { supportHours: hours && { __typename: 'SupportHours' as const, ...hours } } } }];
  return render(
    <MockedProvider mocks={mocks}>
      <LanguageProvider initial={language}>
        <WhatHappensNext order={order} />
      </LanguageProvider>
    </MockedProvider>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const methodBlock = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('WhatHappensNext', () => {
  it('before payment tells a Thai shopper who trades with whom in which game, and how Robux arrive, without staff hours yet', () => {
    renderNext(anOrder('AWAITING_PAYMENT', [item, robux]));
    const next = section('ขั้นตอนต่อไป');
    expect(next.getByText('เมื่อชำระเงินแล้ว:')).toBeTruthy();
    const trade = methodBlock('เทรดในเกม');
    expect(trade.textContent).toContain('ทีมงานจะเพิ่มเพื่อนและส่งคำขอเทรดไปที่บัญชี Roblox @Builder_Bob ในเกม Blox Fruits');
    expect(trade.textContent).toContain('ออนไลน์ในเกมนั้นช่วงเวลาทำการของทีมงาน');
    expect([...trade.querySelectorAll('[translate="no"]')].map((name) => name.textContent)).toEqual(['@Builder_Bob', 'Blox Fruits']);
    const gamepass = methodBlock('Robux ผ่าน Gamepass');
    expect(gamepass.textContent).toContain('ทีมงานจะซื้อ Gamepass ที่คุณสร้างไว้ในเวลาทำการ');
    expect(gamepass.textContent).toContain('ยอดรอดำเนินการประมาณ 5–7 วัน');
    expect(screen.queryByText(/เวลาทำการของทีมงาน:|ทีมงานส่งของในเวลาทำการ/)).toBeNull();
  });

  it('once paid shows the staff hours support set, and when staff are back while they are out', async () => {
    renderNext(anOrder('PAID', [item]), 'en', { days: [1, 2, 3, 4, 5], opensAt: '10:00', closesAt: '22:00', supportOpenNow: false, nextOpenAt: '2026-11-24T03:00:00Z' });
    expect(screen.getByText('Paid. From here:')).toBeTruthy();
    expect(methodBlock('In-game trade').textContent).toContain('Our staff add the Roblox user @Builder_Bob as a friend and send a trade request in Blox Fruits.');
    expect(await screen.findByText('Staff hours: Mon–Fri 10:00–22:00 (Thailand time). Our staff are out now and back 24 Nov 2026, 10:00.')).toBeTruthy();
  });

  it('words the hours in Thai, every day or in runs of days, and says when staff are in', async () => {
    renderNext(anOrder('PAYMENT_REVIEW', [robux]), 'th', { days: [0, 1, 2, 3, 4, 5, 6], opensAt: '09:00', closesAt: '21:00', supportOpenNow: true, nextOpenAt: null });
    expect(screen.getByText('ทีมงานกำลังตรวจสลิปในเวลาทำการ เมื่อยืนยันแล้ว:')).toBeTruthy();
    expect(await screen.findByText('เวลาทำการของทีมงาน: ทุกวัน 09:00–21:00 น. (เวลาไทย) ตอนนี้อยู่ในเวลาทำการ')).toBeTruthy();
  });

  it('joins days that follow each other across the weekend and lists the others', async () => {
    renderNext(anOrder('DELIVERING', [item]), 'en', { days: [0, 3, 5, 6], opensAt: '20:00', closesAt: '02:00', supportOpenNow: true, nextOpenAt: null });
    expect(await screen.findByText('Staff hours: Wed, Fri–Sun 20:00–02:00 (Thailand time). Our staff are in now.')).toBeTruthy();
  });

  it('promises no numbers when no staff hours are set', async () => {
    renderNext(anOrder('PAID', [privateServer]), 'th', null);
    expect(await screen.findByText('ทีมงานส่งของในเวลาทำการ')).toBeTruthy();
    expect(methodBlock('ส่งในเซิร์ฟเวอร์ส่วนตัว').textContent).toContain('ในเซิร์ฟเวอร์ส่วนตัวของร้าน');
  });

  it('while delivering asks the shopper into the game or the private server now', () => {
    renderNext(anOrder('DELIVERING', [item, privateServer]), 'en', null);
    expect(screen.getByText('Our staff are delivering:')).toBeTruthy();
    expect(methodBlock('In-game trade').textContent).toBe('In-game tradeJoin Blox Fruits now and accept the friend request and the trade from our staff.');
    expect(methodBlock('Private server').textContent).toContain("Join the shop's private server now");
  });

  it('once delivered says when the pending Robux can be spent, counted from the delivery', () => {
    const timeline = [
      { toStatus: 'AWAITING_PAYMENT' as OrderStatus, at: '2026-11-23T10:00:00Z' },
      { toStatus: 'DELIVERED' as OrderStatus, at: '2026-11-23T17:05:00Z' },
    ];
    renderNext(anOrder('DELIVERED', [robux], { timeline }), 'th');
    const gamepass = methodBlock('Robux ผ่าน Gamepass');
    expect(gamepass.textContent).toContain('ทีมงานซื้อ Gamepass ของคุณแล้ว');
    // 00:05 on 24 November in Bangkok, plus 5 and 7 days.
    expect(gamepass.textContent).toContain('คาดว่า Robux จะใช้ได้ราว 29 พ.ย. 2569 ถึง 1 ธ.ค. 2569');
  });

  it('for a Robux account says the login comes with the payment, then to change the password and e-mail', () => {
    const { unmount } = renderNext(anOrder('AWAITING_PAYMENT', [account], { robloxUser: null }), 'en');
    expect(methodBlock('Robux account').textContent).toContain('The account login appears on this page as soon as the order is paid');
    unmount();
    renderNext(anOrder('PAID', [account], { robloxUser: null }), 'en');
    expect(methodBlock('Robux account').textContent).toContain("change the account's password and e-mail to your own right away");
    // Nobody waits on staff for an account: no hours asked for or shown.
    expect(screen.queryByText(/Staff hours|during staff hours/)).toBeNull();
  });

  it.each(['CANCELLED', 'EXPIRED', 'REFUNDED'] as OrderStatus[])('says nothing for an order %s', (status) => {
    renderNext(anOrder(status, [item, robux]));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
