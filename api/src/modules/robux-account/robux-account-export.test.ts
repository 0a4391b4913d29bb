import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { accountsPdf, accountsWorkbook, type ExportedAccount, exportFileName } from './robux-account-export.js';

const generatedAt = new Date('2026-11-24T20:00:00Z'); // 03:00 on 25 November in Bangkok

const account = (overrides: Partial<ExportedAccount>): ExportedAccount => ({
  publicId: 'RBX-1000',
  robux: 2500,
  rate: '88.00',
  price: '220.00',
  accountType: 'Email verified',
  guaranteeDays: 3,
  ...overrides,
});

/** The text of each page, in reading order. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

const withoutSpace = (text: string) => text.replace(/\s+/g, '');

describe('accountsWorkbook', () => {
  it('writes one typed row per account under a bold, frozen, filtered header', async () => {
    const accounts = [
      account({ publicId: 'RBX-1001', robux: 15432, rate: '80.00', price: '1234.56', accountType: 'ยืนยันอีเมลแล้ว', guaranteeDays: 3 }),
      account({ publicId: 'RBX-1002', robux: 2500, rate: '88.00', price: '220.00', accountType: '=HYPERLINK("http://evil.example")', guaranteeDays: 7 }),
      account({ publicId: 'RBX-1003', robux: 1_000_000, rate: '95.50', price: '95500.00', accountType: 'Email verified', guaranteeDays: 0 }),
    ];

    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer, which a Node Buffer is not; a copy's .buffer is one.
    await workbook.xlsx.load(new Uint8Array(await accountsWorkbook(accounts, generatedAt)).buffer);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Robux accounts']);
    const sheet = workbook.getWorksheet('Robux accounts')!;
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE (DAYS)']);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:F4');

    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((number) => (sheet.getRow(number).values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['RBX-1001', 15432, 80, 1234.56, 'ยืนยันอีเมลแล้ว', 3],
      ['RBX-1002', 2500, 88, 220, `'=HYPERLINK("http://evil.example")`, 7],
      ['RBX-1003', 1_000_000, 95.5, 95500, 'Email verified', 0],
    ]);

    for (const number of [2, 3, 4]) {
      const row = sheet.getRow(number);
      expect(row.getCell(2).numFmt).toBe('#,##0');
      expect(typeof row.getCell(4).value).toBe('number');
      expect(row.getCell(4).numFmt).toBe('"฿"#,##0.00');
    }
    expect(sheet.getRow(2).getCell(4).value).toBe(Number('1234.56'));
  });
});

describe('accountsPdf', () => {
  it('lists every account over several pages, repeating the header, with Thai text extractable', async () => {
    const accounts = Array.from({ length: 60 }, (_, i) =>
      account({ publicId: `RBX-${2001 + i}`, robux: 15432, rate: '80.00', price: '1234.56', accountType: i % 2 ? 'ยืนยันอีเมลแล้ว' : 'Email verified' }),
    );

    const pdf = await accountsPdf(accounts, generatedAt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    const text = pages.join('\n');

    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const { publicId } of accounts) expect(text).toContain(publicId);
    expect(withoutSpace(text)).toContain(withoutSpace('Robux accounts for sale — รายการบัญชี Robux พร้อมขาย'));
    expect(withoutSpace(text)).toContain('ยืนยันอีเมลแล้ว');
    expect(text).toContain('฿1,234.56');
    expect(text).toContain('15,432');
    expect(text).toContain('3 days');
    expect(text).toContain('60 accounts');
    expect(text).toContain('Generated 2026-11-25 03:00');
    for (const page of pages) expect(page).toMatch(/ID\s+ROBUX\s+RATE\s+PRICE\s+ACC TYPE\s+GUARANTEE/);
  });

  it('says so when no account matches', async () => {
    const text = (await pdfPages(await accountsPdf([], generatedAt))).join('\n');

    expect(text).toContain('No accounts match this filter.');
    expect(text).toContain('0 accounts');
    expect(text).not.toContain('GUARANTEE');
  });
});

describe('exportFileName', () => {
  it('names the file after the Bangkok calendar day', () => {
    expect(exportFileName('xlsx', generatedAt)).toBe('robux-accounts-2026-11-25.xlsx');
    expect(exportFileName('pdf', generatedAt)).toBe('robux-accounts-2026-11-25.pdf');
    expect(exportFileName('pdf', new Date('2026-11-24T16:59:59Z'))).toBe('robux-accounts-2026-11-24.pdf');
  });
});
