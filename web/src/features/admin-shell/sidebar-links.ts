import type { Permission } from '../../gql/graphql';
import { defineMessages } from '../../lib/i18n';
import { canUseScreen, type DashboardScreen } from './screen-access';

/** Every screen's name: its sidebar link and its page title (in English, the names staff already know). */
export const screenMessages = defineMessages<DashboardScreen>({
  th: {
    overview: 'ภาพรวม',
    orders: 'คำสั่งซื้อ',
    'payment-review': 'ตรวจสอบการชำระเงิน',
    'support-tickets': 'คำขอความช่วยเหลือ',
    personal: 'ข้อมูลลูกค้า',
    'use-cases': 'เทมเพลตกรณีใช้งาน',
    'chat-templates': 'เทมเพลตแชต',
    'ai-voices': 'เสียง AI',
    blogs: 'จัดการบล็อก',
    subscriptions: 'การสมัครสมาชิก',
    marketing: 'แดชบอร์ดการตลาด',
    menus: 'ตั้งค่าเมนู',
    'website-setup': 'ตั้งค่าเว็บไซต์',
    'media-manager': 'จัดการสื่อ',
    tools: 'เครื่องมือผู้ดูแล',
    'stock-items': 'สินค้าในสต็อก',
    'map-game-category': 'จัดหมวดหมู่เกม',
    'manage-roblox-accounts': 'จัดการบัญชี Roblox',
    'manage-payments': 'จัดการการชำระเงิน',
    'payment-reports': 'รายงานการชำระเงิน',
    'transaction-history': 'ประวัติการทำรายการ',
    'topup-robux-management': 'จัดการแพ็กเกจเติม Robux',
    'manage-admins': 'จัดการผู้ดูแล',
    'mail-log': 'บันทึกอีเมล',
    'shop-settings': 'ตั้งค่าร้าน',
    settings: 'การตั้งค่า',
    'help-center': 'ศูนย์ช่วยเหลือ',
    graphql: 'ทดลอง GraphQL',
  },
  en: {
    overview: 'Overview',
    orders: 'Orders',
    'payment-review': 'Payment Review',
    'support-tickets': 'Support Tickets',
    personal: 'Personal Settings',
    'use-cases': 'Use Case Templates',
    'chat-templates': 'Chat Templates',
    'ai-voices': 'AI Voices',
    blogs: 'Blogs Management',
    subscriptions: 'Subscriptions',
    marketing: 'Marketing Dashboard',
    menus: 'Menus Configuration',
    'website-setup': 'Website Setup',
    'media-manager': 'Media Manager',
    tools: 'Admin Tools',
    'stock-items': 'Stock Items',
    'map-game-category': 'Map Game Category',
    'manage-roblox-accounts': 'Manage Roblox Accounts',
    'manage-payments': 'Manage Payments',
    'payment-reports': 'Payment Reports',
    'transaction-history': 'Transaction History',
    'topup-robux-management': 'Manage Top Up Robux',
    'manage-admins': 'Manage Admins',
    'mail-log': 'Mail Log',
    'shop-settings': 'Shop settings',
    settings: 'Settings',
    'help-center': 'Help Center',
    graphql: 'GraphQL Playground',
  },
});

export const sidebarHeadingMessages = defineMessages({
  th: { payments: 'การชำระเงิน', topUpRobux: 'เติม Robux', adminManagement: 'การจัดการผู้ดูแล' },
  en: { payments: 'Payments', topUpRobux: 'Top Up Robux', adminManagement: 'Admin Management' },
});

export type SidebarHeading = keyof (typeof sidebarHeadingMessages)['en'];

export interface SidebarSection {
  /** Shown above the section's links; the first section has none. */
  heading?: SidebarHeading;
  /** Each link is named by its screen's name (screenMessages). */
  links: { screen: DashboardScreen }[];
}

/**
 * The spec's sidebar links in the spec's order, under its headings, plus Orders, Payment Review and Support Tickets (the
 * daily work, next to the overview) and the staff GraphQL playground.
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    links: [
      { screen: 'overview' },
      { screen: 'orders' },
      { screen: 'payment-review' },
      { screen: 'support-tickets' },
      { screen: 'personal' },
      { screen: 'subscriptions' },
      { screen: 'tools' },
      { screen: 'stock-items' },
      { screen: 'map-game-category' },
      { screen: 'manage-roblox-accounts' },
      { screen: 'shop-settings' },
    ],
  },
  {
    heading: 'payments',
    links: [{ screen: 'manage-payments' }, { screen: 'payment-reports' }, { screen: 'transaction-history' }],
  },
  { heading: 'topUpRobux', links: [{ screen: 'topup-robux-management' }] },
  {
    heading: 'adminManagement',
    links: [{ screen: 'manage-admins' }, { screen: 'mail-log' }, { screen: 'settings' }, { screen: 'help-center' }, { screen: 'graphql' }],
  },
];

/**
 * The sections as one admin sees them: only links their permissions (from `me`) let them use whose name (in
 * `names`, the page's language) contains `search` (trimmed, ignoring case), and only sections that still have a link.
 */
export function visibleSidebarSections(
  sections: readonly SidebarSection[],
  permissions: readonly Permission[],
  search: string,
  names: Readonly<Record<DashboardScreen, string>>,
): SidebarSection[] {
  const needle = search.trim().toLowerCase();
  return sections
    .map((section) => ({
      ...section,
      links: section.links.filter((link) => canUseScreen(permissions, link.screen) && names[link.screen].toLowerCase().includes(needle)),
    }))
    .filter((section) => section.links.length > 0);
}
