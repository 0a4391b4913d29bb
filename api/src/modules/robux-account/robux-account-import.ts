import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { ValidationError } from '../common/errors.js';
import { parseInput } from '../common/validation.js';
import { type CreateListing, createListingSchema } from './robux-account.validation.js';
import type { RobuxAccountImport } from './robux-account.types.js';

export type ImportRow = CreateListing;

const MAX_CSV_CHARACTERS = 1_000_000;
/** A CSV file as uploaded: room for its characters in UTF-8 (Thai takes three bytes each). */
export const MAX_IMPORT_BYTES = 3 * MAX_CSV_CHARACTERS;
const MAX_ROWS = 2_000;

/** Header names (case and spaces ignored) and the field each fills; a login's parts are gathered into one. */
const COLUMNS: Record<string, string> = {
  id: 'id',
  robux: 'robux',
  rate: 'rate',
  acc_type: 'accountType',
  account_type: 'accountType',
  guarantee_days: 'guaranteeDays',
  guarantee: 'guaranteeDays',
  notes: 'notes',
  username: 'login.username',
  password: 'login.password',
  recovery_email: 'login.recoveryEmail',
  login_notes: 'login.notes',
};
const REQUIRED = ['robux', 'rate', 'accountType'];
export const IMPORT_HEADER = 'id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes';

/** The CSV column a refused field came from, so the report speaks the file's words (acc_type, not accountType). */
function columnOf(field: string): string {
  if (field === 'login') return 'username, password';
  return Object.entries(COLUMNS).find(([, name]) => name === field)?.[0] ?? (field || 'row');
}

const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A row's cells as the listing schema takes them: blanks left out, the login only when any part of it is given. */
function rowInput(headers: string[], cells: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const login: Record<string, string> = {};
  headers.forEach((header, index) => {
    const value = cells[index]?.trim() ?? '';
    const field = COLUMNS[columnKey(header)];
    if (!value) return;
    if (field.startsWith('login.')) login[field.slice(6)] = cells[index];
    else input[field] = value;
  });
  if (Object.keys(login).length) input.login = login;
  return input;
}

const csvSchema = z.object({
  csv: z
    .string({ error: 'is required: a CSV file with a header row' })
    .refine((text) => text.trim() !== '', 'is required: a CSV file with a header row')
    .refine((text) => text.length <= MAX_CSV_CHARACTERS, `must be at most ${MAX_CSV_CHARACTERS.toLocaleString('en-US')} characters; split the file`),
});

function readCsv(input: unknown): string[][] {
  const { csv } = parseInput(csvSchema, { csv: input });
  try {
    return parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    throw new ValidationError(`csv is not valid CSV: ${(error as Error).message}`, [{ field: 'csv', message: 'is not valid CSV', reason: 'INVALID' }]);
  }
}

function checkHeader(headers: string[]): void {
  const fields = headers.map((header) => COLUMNS[columnKey(header)]);
  const unknown = headers.filter((_, index) => !fields[index]);
  const missing = REQUIRED.filter((field) => !fields.includes(field));
  if (unknown.length || missing.length) {
    const problems = [unknown.length ? `unknown column(s) ${unknown.join(', ')}` : '', missing.length ? `missing ${missing.join(', ')}` : ''].filter(Boolean);
    throw new ValidationError(`csv header: ${problems.join('; ')}. Use: ${IMPORT_HEADER}`, [{ field: 'csv', message: 'has a wrong header row', reason: 'INVALID' }]);
  }
}

/**
 * Reads a CSV of listings (header first), checks each row like a listing added by hand, and hands the good
 * ones to `insert` (one transaction). Rows are refused one by one, never the whole file for one bad row; the
 * file itself is refused only when it cannot be read as CSV or its header is wrong.
 */
export async function importListings(
  csv: unknown,
  insert: (rows: ImportRow[]) => Promise<{ publicId: string; inserted: boolean }[]>,
): Promise<RobuxAccountImport> {
  const [headers, ...records] = readCsv(csv);
  checkHeader(headers);
  if (records.length > MAX_ROWS) throw new ValidationError(`csv holds ${records.length} rows; import at most ${MAX_ROWS} at a time`, [{ field: 'csv', message: 'has too many rows', reason: 'INVALID' }]);
  const refused: RobuxAccountImport['refused'] = [];
  const accepted: { line: number; row: ImportRow }[] = [];
  const idsInFile = new Set<string>();
  records.forEach((cells, index) => {
    const line = index + 2;
    const input = rowInput(headers, cells);
    const parsed = createListingSchema.safeParse(input);
    const id = typeof input.id === 'string' ? input.id.trim().toUpperCase() : null;
    if (!parsed.success) {
      refused.push({ line, id, reason: parsed.error.issues.map((issue) => `${columnOf(issue.path.join('.'))} ${issue.message}`).join('; ') });
    } else if (parsed.data.id && idsInFile.has(parsed.data.id)) {
      refused.push({ line, id, reason: `id ${parsed.data.id} repeats an earlier row of this file` });
    } else {
      if (parsed.data.id) idsInFile.add(parsed.data.id);
      accepted.push({ line, row: parsed.data });
    }
  });
  const outcomes = accepted.length ? await insert(accepted.map((entry) => entry.row)) : [];
  outcomes.forEach((outcome, index) => {
    if (!outcome.inserted) refused.push({ line: accepted[index].line, id: outcome.publicId, reason: `id ${outcome.publicId} is already used by another listing` });
  });
  return { created: outcomes.filter((outcome) => outcome.inserted).map((outcome) => outcome.publicId), refused: refused.sort((a, b) => a.line - b.line) };
}
