import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MailStatus } from '../../gql/graphql';
import { bangkokTime } from '../../lib/bangkok-time';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { ListPager } from '../admin-shell/ui/list-pager';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { MAIL_KIND_LABEL, MAIL_STATUS_LABEL } from './mail-labels';
import { MailLogQuery } from './mail-operations';
import { MailTextDialog } from './mail-text-dialog';
import './mail-log.css';

const PAGE_SIZE = 25;
const STATUSES = Object.keys(MAIL_STATUS_LABEL) as MailStatus[];
const at = (iso: string) => bangkokTime(iso, 'en');
const COLUMNS = ['Queued', 'To', 'Subject', 'Kind', 'Status', 'Tries', 'Last error', 'Text'] as const;

/** /dashboard/mail-log (Super Admin): the outbox — recent e-mails, whether each was sent, and what each said. */
export default function MailLogPage() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<{ id: number; subject: string } | null>(null);
  const [searchText, setSearchText] = useUrlSearchBox(search, (next) => {
    setSearch(next);
    setPage(1);
  });
  const { data, previousData, error, loading, refetch } = useQuery(MailLogQuery, {
    variables: { filter: { status: status || null, search: search ?? null }, page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.mailMessages ?? previousData?.mailMessages;

  const refresh = (
    <button type="button" className="button" disabled={loading} onClick={() => void refetch()}>
      Refresh
    </button>
  );
  return (
    <AdminPage title="Mail Log" actions={refresh}>
      <div className="mail-log__filters admin-card">
        <label className="admin-field">
          <span>Status</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {MAIL_STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Recipient</span>
          <input type="search" value={searchText} placeholder="Part of an e-mail address" onChange={(event) => setSearchText(event.target.value)} />
        </label>
      </div>
      <ErrorText error={error} prefix="Could not load the mails" />
      {result ? (
        <div className="mail-log__results" aria-busy={loading}>
          {result.mails.length === 0 ? (
            <p className="mail-log__state">No mails match.</p>
          ) : (
            <TableScroller label="Mails">
              <table className="admin-table mail-log__table">
                <caption className="visually-hidden">Mails, newest first</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {column === 'Text' ? <span className="visually-hidden">Text</span> : column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.mails.map((mail) => (
                    <tr key={mail.id}>
                      <td data-label="Queued">
                        <time dateTime={mail.createdAt}>{at(mail.createdAt)}</time>
                      </td>
                      <td data-label="To" className="mail-log__to">
                        {mail.recipient}
                      </td>
                      <td data-label="Subject">
                        <span lang={mail.language === 'TH' ? 'th' : 'en'}>{mail.subject}</span>
                      </td>
                      <td data-label="Kind">{MAIL_KIND_LABEL[mail.kind]}</td>
                      <td data-label="Status">
                        <div>
                          <span className={`mail-status mail-status--${mail.status.toLowerCase()}`}>{MAIL_STATUS_LABEL[mail.status]}</span>
                          <span className="mail-log__when">
                            {mail.status === 'SENT' && mail.sentAt && at(mail.sentAt)}
                            {mail.status === 'PENDING' && `next try ${at(mail.nextAttemptAt)}`}
                          </span>
                        </div>
                      </td>
                      <td data-label="Tries">{mail.attempts}</td>
                      <td data-label="Last error" className="mail-log__error">
                        {mail.lastError ?? '—'}
                      </td>
                      <td className="mail-log__view">
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={`View the mail to ${mail.recipient}: ${mail.subject}`}
                          onClick={() => setOpened({ id: mail.id, subject: mail.subject })}
                        >
                          View
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          <ListPager page={page} pageSize={PAGE_SIZE} shown={result.mails.length} total={result.total} noun={['mail', 'mails']} label="Mail pages" onPageChange={setPage} />
        </div>
      ) : (
        !error && (
          <p className="mail-log__state" role="status">
            Loading mails…
          </p>
        )
      )}
      {opened && <MailTextDialog id={opened.id} subject={opened.subject} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
