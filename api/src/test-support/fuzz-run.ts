/**
 * What the input fuzz tests share: firing many requests a few at a time, judging each answer, and
 * fingerprinting the database to prove refused requests changed nothing.
 */
import { expectNoStackTrace } from './graphql-assertions.js';
import type { TestApp } from './test-app.js';

/** Runs `tasks` with at most `concurrency` in flight. */
export async function runLimited(tasks: (() => Promise<void>)[], concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Takes `count` of `values`, starting further along with every call, so that across the many fields of
 * an API every value is still sent (used for the odd values, which mostly cost time, not coverage).
 */
export function rotatingSample() {
  let turn = 0;
  return <T>(values: T[], count: number): T[] => {
    if (values.length <= count) return values;
    const start = turn;
    turn = (turn + count) % values.length;
    return Array.from({ length: count }, (_, i) => values[(start + i) % values.length]);
  };
}

/** A response as the fuzz reads it: JSON parsed when it is JSON, the raw text otherwise. */
export interface FuzzAnswer {
  status: number;
  body: any;
  text: string;
}

export async function answerOf(response: Response): Promise<FuzzAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // CSV, or an empty body
  }
  return { status: response.status, body, text };
}

/** Every broken promise, collected so that one run lists them all instead of stopping at the first. */
export class Findings {
  readonly problems: string[] = [];
  requests = 0;

  add(request: string, problem: string) {
    this.problems.push(`${request} → ${problem}`);
  }

  report(): string {
    return `${this.problems.length} problem(s) in ${this.requests} requests:\n${this.problems.join('\n')}`;
  }

  /** The rules for every answer: below 500, no INTERNAL_SERVER_ERROR, no stack trace. */
  judge(request: string, answer: FuzzAnswer) {
    this.requests++;
    if (answer.status >= 500) this.add(request, `${answer.status} ${answer.text.slice(0, 160)}`);
    else if (answer.text.includes('INTERNAL_SERVER_ERROR')) this.add(request, `INTERNAL_SERVER_ERROR in a ${answer.status}: ${answer.text.slice(0, 160)}`);
    try {
      expectNoStackTrace(answer.body);
    } catch {
      this.add(request, 'a stack trace in the answer');
    }
  }
}

/** The tables of the shop (every one but the migration log). */
async function shopTables(app: TestApp): Promise<string[]> {
  const rows = await app.db.orm.em
    .getConnection()
    .execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by 1`,
    );
  return rows.map((row) => row.name);
}

/** Row count and checksum of every table, and the upload folder's files. */
export async function fingerprint(app: TestApp) {
  const tables = await shopTables(app);
  const rows = await app.db.orm.em
    .getConnection()
    .execute<{ t: string; n: number; sum: string }[]>(
      tables
        .map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum from "${t}" x`)
        .join(' union all '),
    );
  return { tables: Object.fromEntries(rows.map((r) => [r.t, `${r.n} rows, md5 ${r.sum}`])), uploads: (await app.uploadedFiles()).sort() };
}

/** snake_case → camelCase: REST bodies use the first, the service (and its errors) the second. */
const camelCase = (name: string) => name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

/** Whether an error answer names `field` (in the message or in `fields`), in either spelling. */
export function namesField(errorJson: unknown, field: string): boolean {
  const text = JSON.stringify(errorJson);
  return [field, camelCase(field)].some((name) => text.includes(name));
}
