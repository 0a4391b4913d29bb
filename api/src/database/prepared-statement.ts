import type { EntityManager } from '@mikro-orm/postgresql';
import { withPooledConnection } from './pooled-connection.js';

/**
 * Texts given a statement name: the first ones asked for, as the store asks for its own reads from the start.
 * Each connection keeps a named statement as long as it lives (~165 KB of PostgreSQL memory for a store
 * page), so their number is bounded whatever filters strangers send; later texts run unnamed.
 */
const MAX_NAMED = 16;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) names.set(text, (name = `prepared-${names.size + 1}`));
  return name;
}

/**
 * `?` placeholders numbered, an array value as one placeholder per element (em.execute writes it as a list).
 * Unlike em.execute, no `??` (identifier) or `\?` (a literal question mark): the store's SQL has neither.
 */
function numbered(sql: string, params: unknown[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let next = 0;
  const text = sql.replace(/\?/g, () => {
    const value = params[next++];
    return (Array.isArray(value) ? value : [value]).map((element) => `$${values.push(element)}`).join(', ');
  });
  return { text, values };
}

/**
 * A read written for em.execute (`?` placeholders) run as a named prepared statement, on a pooled connection
 * outside any transaction: PostgreSQL parses and plans it once per connection instead of on every request,
 * which took nearly half of its time for a store page. em.execute cannot, as it writes the values into the
 * text. Logged and its errors converted as em.execute does, so query logs and statement counts see it.
 */
export async function executePrepared<Row>(em: EntityManager, sql: string, params: unknown[]): Promise<Row[]> {
  const { text, values } = numbered(sql, params);
  const started = Date.now();
  const log = (outcome: { results: number } | { level: 'error' }) => {
    const logger = em.config.getLogger();
    if (!logger.isEnabled('query')) return;
    const query = logger.isEnabled('query-params') ? em.getPlatform().formatQuery(sql, params) : text;
    logger.logQuery({ query, params, took: Date.now() - started, ...outcome });
  };
  try {
    const { rows } = await withPooledConnection(em, (connection) => connection.query({ name: nameOf(text), text, values }));
    log({ results: rows.length });
    return rows as Row[];
  } catch (error) {
    log({ level: 'error' });
    throw em.getDriver().convertException(error as Error);
  }
}
