import { once } from 'node:events';
import type { Response } from 'express';

/**
 * Sends a CSV file batch by batch as the rows are read, so an export of any size holds one batch in
 * memory. The first batch is read before anything is sent, so a refusal still answers as JSON.
 */
export async function sendCsvDownload(res: Response, filename: string, header: string[], batches: AsyncIterable<string[]>): Promise<void> {
  const rows = batches[Symbol.asyncIterator]();
  let next = await rows.next();
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.write(`${header.join(',')}\r\n`);
  while (!next.done) {
    if (next.value.length && !res.write(next.value.map((line) => `${line}\r\n`).join(''))) await once(res, 'drain');
    next = await rows.next();
  }
  res.end();
}
