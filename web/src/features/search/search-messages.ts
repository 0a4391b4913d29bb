import { defineMessages } from '../../lib/i18n';

/** The search box in the top bar: its own texts, Thai in 'th'. `{count}` forms are picked with Intl.PluralRules. */
export const searchMessages = defineMessages({
  th: {
    label: 'ค้นหาสินค้า',
    openSearch: 'ค้นหาสินค้า',
    closeSearch: 'ปิดการค้นหา',
    suggestions: 'สินค้าที่ตรงกับคำค้นหา',
    searching: 'กำลังค้นหา…',
    failed: 'ค้นหาไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    noResults: 'ไม่พบสินค้าหรือเกมที่ชื่อมีคำว่า “{text}”',
    noResultsHint: 'ลองพิมพ์เพียงบางส่วนของชื่อสินค้าหรือชื่อเกม หรือตรวจการสะกด',
    resultsOne: 'พบ {count} รายการ',
    resultsOther: 'พบ {count} รายการ',
    seeAllOne: 'ดูผลการค้นหาทั้งหมด ({count} รายการ)',
    seeAllOther: 'ดูผลการค้นหาทั้งหมด ({count} รายการ)',
  },
  en: {
    label: 'Search items',
    openSearch: 'Search items',
    closeSearch: 'Close search',
    suggestions: 'Items that match',
    searching: 'Searching…',
    failed: 'The search failed.',
    retry: 'Try again',
    noResults: 'No item or game names contain “{text}”.',
    noResultsHint: 'Try part of an item’s or a game’s name, or check the spelling.',
    resultsOne: '{count} item found',
    resultsOther: '{count} items found',
    seeAllOne: 'See the result ({count} item)',
    seeAllOther: 'See all results ({count} items)',
  },
});
