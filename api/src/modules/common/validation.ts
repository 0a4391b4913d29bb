import { z } from 'zod';
import { type FieldProblem, type FieldReason, ValidationError } from './errors.js';
import { MONEY_RULE, isBlankAmount, normaliseMoney } from './money.js';

/**
 * Runs a schema and turns its complaints into one ValidationError listing every bad field. Text that
 * PostgreSQL cannot store is refused here first, whatever the schema says (see unstorableTextFields).
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const unstorable = unstorableTextFields(input);
  const result = schema.safeParse(input);
  if (result.success && !unstorable.length) return result.data;
  const named = new Set(unstorable.map((f) => f.field));
  const schemaFields = (result.error?.issues ?? []).map(
    (issue): FieldProblem => ({ field: issue.path.join('.') || 'input', message: issue.message, reason: reasonOf(issue, input) }),
  );
  const fields = [...unstorable, ...schemaFields.filter((f) => !named.has(f.field))];
  throw new ValidationError(fields.map((f) => `${f.field} ${f.message}`).join('; '), fields);
}

/**
 * A refusal's stable reason: REQUIRED when nothing (or only blanks) was given where the schema looked, else
 * what a custom rule names in its params (e.g. `params: { reason: 'NOT_FOUND' }`), else INVALID.
 */
function reasonOf(issue: z.core.$ZodIssue, input: unknown): FieldReason {
  const given = issue.path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);
  if (given === undefined || given === null || (typeof given === 'string' && given.trim() === '')) return 'REQUIRED';
  const named = (issue as { params?: { reason?: FieldReason } }).params?.reason;
  return named ?? 'INVALID';
}

const UNSTORABLE_TEXT_RULE = 'must not contain NUL characters or unpaired surrogates';

/** NUL, or a UTF-16 surrogate without its partner. */
const UNSTORABLE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Every string in the input (at any depth) that PostgreSQL cannot store: it refuses NUL in text and
 * JSON, and an unpaired surrogate is no character at all (the driver would quietly write U+FFFD, and
 * jsonb refuses its escape). Every input of every service, GraphQL or REST, passes through parseInput,
 * so this one rule covers every text field of every schema, including ones added later, and names the
 * field. The walk is a loop, not recursion: inputs are nesting-limited already, but this need not rely on it.
 */
function unstorableTextFields(input: unknown): FieldProblem[] {
  const found: FieldProblem[] = [];
  const pending: [unknown, string][] = [[input, '']];
  for (let next = 0; next < pending.length; next++) {
    const [value, path] = pending[next];
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) found.push({ field: path || 'input', message: UNSTORABLE_TEXT_RULE, reason: 'INVALID' });
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return found;
}

export const nameField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

/** Text searched for in names and types; every search, GraphQL or REST, takes at most this much. */
export const searchTextField = z.string({ error: 'must be text' }).trim().max(100, 'must be at most 100 characters');

export const moneyField = z.union([z.string(), z.number()], { error: 'is required' }).transform((raw, ctx) => {
  const amount = normaliseMoney(raw);
  if (amount === undefined) ctx.addIssue({ code: 'custom', message: MONEY_RULE });
  return amount ?? '';
});

/** An optional old price: null, "", "null" and zero all mean "none". */
export const optionalMoneyField = z
  .unknown()
  .transform((raw, ctx): string | null => {
    if (isBlankAmount(raw)) return null;
    const amount = typeof raw === 'string' || typeof raw === 'number' ? normaliseMoney(raw) : undefined;
    if (amount === undefined) ctx.addIssue({ code: 'custom', message: MONEY_RULE });
    return amount ?? null;
  });

/** Whole numbers sent as JSON numbers or as multipart text ("800"). */
function wholeNumberField(min: number, rule: string) {
  return z.union([z.string(), z.number()], { error: 'is required' }).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    const value = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min)) ctx.addIssue({ code: 'custom', message: rule });
    return value;
  });
}

export const positiveIntField = wholeNumberField(1, 'must be a whole number from 1 to 9,999,999');
export const nonNegativeIntField = wholeNumberField(0, 'must be a whole number from 0 to 9,999,999');
export const idField = positiveIntField;

/** Images we host ourselves: an upload ("/uploads/…") or an image shipped with the web app ("/images/…"). */
export const ownImageUrlField = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\/(uploads|images)\/(?!.*\.\.)[\w./-]{1,200}$/, 'must be an image hosted by this shop (/uploads/… or /images/…)');

export const booleanField = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** GraphQL sends null for fields the client left out; for filters and pages that means "not given". */
export const withoutNulls = (value: unknown) =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) : value;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const calendarDayField = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .trim()
  .refine((text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'must be a date written YYYY-MM-DD');

/** Forms and query strings send "" for a filter left empty: that means "not given", like null. */
export const withoutBlanks = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(withoutNulls(value) as object).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
    : value;

/** What an adapter hands the service: the right field names, values not yet checked. */
export type Untrusted<T> = { [K in keyof T]?: unknown };
