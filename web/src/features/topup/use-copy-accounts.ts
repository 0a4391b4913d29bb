import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { accountsToCsv, accountsToTsv, fetchAllAccounts } from './account-copy';
import type { AccountFilters } from './account-filters';
import { topUpMessages } from './topup-messages';

export type CopyFormat = 'tsv' | 'csv';

const FORMATTERS = { tsv: accountsToTsv, csv: accountsToCsv };

/**
 * Safari lets a page write the clipboard only during the click itself, and the rows are fetched after it. A
 * ClipboardItem handed the text still being fetched keeps that permission; a browser whose ClipboardItem takes
 * no promise (or that has none) gets the text once it is in.
 */
async function writeToClipboard(content: Promise<string>) {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': content.then((text) => new Blob([text], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Fall through; a failed fetch rejects `content` below and is reported as such.
    }
  }
  await navigator.clipboard.writeText(await content);
}

/**
 * Copy All (tab-separated, for pasting into a spreadsheet) and Copy CSV: every row the filter shows, not only
 * this page. `report` gets what happened, in the shopper's language.
 */
export function useCopyAccounts(filters: Pick<AccountFilters, 'rate' | 'sort'>, report: (message: string) => void) {
  const client = useApolloClient();
  const text = useMessages(topUpMessages);
  const [copying, setCopying] = useState<CopyFormat | null>(null);
  // A second press while the rows are on their way would copy them twice.
  const busy = useRef(false);

  async function copy(format: CopyFormat) {
    if (busy.current) return;
    busy.current = true;
    setCopying(format);
    report(text.copying);
    let count = 0;
    let fetched = true;
    const content = fetchAllAccounts(client, filters).then(
      (rows) => {
        count = rows.length;
        return FORMATTERS[format](rows);
      },
      (error: unknown) => {
        fetched = false;
        throw error;
      },
    );
    try {
      await writeToClipboard(content);
      report(fill(text.copiedRows, { count }));
    } catch {
      report(fetched ? text.copyFailed : text.copyLoadFailed);
    } finally {
      busy.current = false;
      setCopying(null);
    }
  }

  return { copy, copying };
}
