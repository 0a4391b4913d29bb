import { useMessages } from '../../lib/i18n';
import { type AccountFilters, exportUrl } from './account-filters';
import { topUpMessages } from './topup-messages';
import { useCopyAccounts } from './use-copy-accounts';

interface AccountsToolsProps {
  filters: Pick<AccountFilters, 'rate' | 'sort'>;
  report(message: string): void;
}

/**
 * Copy All, Copy CSV, Excel Export and Export PDF: each takes every row the rate and sort show, not only this
 * page. The files are the shop's own downloads, so they are plain links the browser saves.
 */
export function AccountsTools({ filters, report }: AccountsToolsProps) {
  const text = useMessages(topUpMessages);
  const { copy, copying } = useCopyAccounts(filters, report);
  return (
    <div className="robux-accounts__tools" role="group" aria-label={text.accountTools}>
      <button type="button" className="tool-button" title={text.copyAllTitle} aria-busy={copying === 'tsv' || undefined} disabled={copying !== null} onClick={() => void copy('tsv')}>
        {text.copyAll}
      </button>
      <button type="button" className="tool-button" title={text.copyCsvTitle} aria-busy={copying === 'csv' || undefined} disabled={copying !== null} onClick={() => void copy('csv')}>
        {text.copyCsv}
      </button>
      <a className="tool-button" href={exportUrl('xlsx', filters)} download title={text.excelTitle}>
        {text.excelExport}
      </a>
      <a className="tool-button" href={exportUrl('pdf', filters)} download title={text.pdfTitle}>
        {text.exportPdf}
      </a>
    </div>
  );
}
