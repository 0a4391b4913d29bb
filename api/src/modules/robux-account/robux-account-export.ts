import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { bangkokDateOf, SHOP_TIME_ZONE } from '../transactions/bangkok-time.js';

/** One listing as staff export it; `rate` and `price` are PostgreSQL NUMERIC strings such as "1234.56". */
export interface ExportedAccount {
  publicId: string;
  robux: number;
  rate: string;
  price: string;
  accountType: string;
  guaranteeDays: number;
}

/** The web table's headers, so a printout reads like the screen it came from. */
const HEADERS = ['ID', 'ROBUX', 'RATE', 'PRICE', 'ACC TYPE', 'GUARANTEE'] as const;

/**
 * Staff may open the workbook in a spreadsheet that runs text starting with =, +, -, @ (or a tab or CR
 * before one) as a formula; a leading apostrophe keeps it text. Same rule as csvField in common/csv.ts,
 * which exports no separate guard (and quotes for CSV, which a cell must not get).
 */
function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Digit grouping on the string itself, so an exact NUMERIC never passes through a float. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1234.5" → "฿1,234.50". Prices are positive (a database check), so there is no sign to handle. */
function baht(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  return `฿${grouped(whole)}.${fraction.padEnd(2, '0')}`;
}

const bangkokTime = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export type ExportFormat = 'xlsx' | 'pdf';

/** A download as the route sends it. */
export interface ExportFile {
  name: string;
  type: string;
  content: Buffer;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export function exportFileName(kind: ExportFormat, generatedAt: Date): string {
  return `robux-accounts-${bangkokDateOf(generatedAt)}.${kind}`;
}

/** The Excel or PDF file of `accounts`, named after the day it was made. */
export async function buildExportFile(format: ExportFormat, accounts: ExportedAccount[], generatedAt: Date): Promise<ExportFile> {
  const content = format === 'xlsx' ? await accountsWorkbook(accounts, generatedAt) : await accountsPdf(accounts, generatedAt);
  return { name: exportFileName(format, generatedAt), type: CONTENT_TYPES[format], content };
}

export async function accountsWorkbook(accounts: ExportedAccount[], generatedAt: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Robux accounts', { views: [{ state: 'frozen', ySplit: 1 }] });
  // Amounts are real numbers so staff can sum and sort them; the formats only change how they look.
  sheet.columns = [
    { header: 'ID', key: 'publicId', width: 14 },
    { header: 'ROBUX', key: 'robux', width: 13, style: { numFmt: '#,##0' } },
    { header: 'RATE', key: 'rate', width: 10, style: { numFmt: '0.00' } },
    { header: 'PRICE', key: 'price', width: 16, style: { numFmt: '"฿"#,##0.00' } },
    { header: 'ACC TYPE', key: 'accountType', width: 32 },
    { header: 'GUARANTEE (DAYS)', key: 'guaranteeDays', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const account of accounts) {
    sheet.addRow({
      publicId: formulaSafe(account.publicId),
      robux: account.robux,
      // NUMERIC(8,2) and NUMERIC(12,2) have at most 12 significant digits, which a double holds exactly.
      rate: Number(account.rate),
      price: Number(account.price),
      accountType: formulaSafe(account.accountType),
      guaranteeDays: account.guaranteeDays,
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: accounts.length + 1, column: HEADERS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

let sarabun: { regular: Buffer; bold: Buffer } | undefined;

/** Sarabun covers Thai and Latin; PDF's built-in fonts have no Thai. Read once, shared by every export. */
function sarabunFonts(): { regular: Buffer; bold: Buffer } {
  if (!sarabun) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`@expo-google-fonts/sarabun/${file}`));
    sarabun = { regular: read('400Regular/Sarabun_400Regular.ttf'), bold: read('700Bold/Sarabun_700Bold.ttf') };
  }
  return sarabun;
}

// A4 landscape: 841.89 × 595.28 pt; the widths below fill it between 40 pt margins.
const MARGIN = 40;
const COLUMNS: { width: number; align: 'left' | 'right' }[] = [
  { width: 110, align: 'left' },
  { width: 100, align: 'right' },
  { width: 80, align: 'right' },
  { width: 120, align: 'right' },
  { width: 262, align: 'left' },
  { width: 90, align: 'right' },
];
const ROW_HEIGHT = 20;
const CELL_PADDING = 6;
const FONT_SIZE = 10;

function pdfCells(account: ExportedAccount): string[] {
  const days = `${account.guaranteeDays} ${account.guaranteeDays === 1 ? 'day' : 'days'}`;
  return [account.publicId, grouped(String(account.robux)), account.rate, baht(account.price), account.accountType, days];
}

export async function accountsPdf(accounts: ExportedAccount[], generatedAt: Date): Promise<Buffer> {
  const title = 'Robux accounts for sale — รายการบัญชี Robux พร้อมขาย';
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: title, CreationDate: generatedAt } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = sarabunFonts();
  doc.registerFont('Sarabun', fonts.regular);
  doc.registerFont('Sarabun-Bold', fonts.bold);

  doc.font('Sarabun-Bold').fontSize(16).text(title);
  doc.font('Sarabun').fontSize(FONT_SIZE);
  doc.text(`Generated ${bangkokDateOf(generatedAt)} ${bangkokTime.format(generatedAt)} (Bangkok time)`);
  doc.text(`${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}`);
  doc.moveDown();
  if (accounts.length === 0) {
    doc.text('No accounts match this filter.');
    doc.end();
    return done;
  }

  const tableWidth = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = doc.y;
  const drawRow = (cells: readonly string[], font: string) => {
    doc.font(font);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const { width, align } = COLUMNS[i];
      // One line per cell: a long account type is cut with an ellipsis rather than pushing the row taller.
      doc.text(cell, x + CELL_PADDING, y + 5, { width: width - 2 * CELL_PADDING, height: FONT_SIZE * 1.4, align, ellipsis: true });
      x += width;
    });
    y += ROW_HEIGHT;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + tableWidth, y).lineWidth(font === 'Sarabun-Bold' ? 1 : 0.3).stroke('#888888');
  };

  drawRow(HEADERS, 'Sarabun-Bold');
  for (const account of accounts) {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = MARGIN;
      drawRow(HEADERS, 'Sarabun-Bold');
    }
    drawRow(pdfCells(account), 'Sarabun');
  }
  doc.end();
  return done;
}
