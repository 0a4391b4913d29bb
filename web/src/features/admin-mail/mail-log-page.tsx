import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { MailStatus } from '../../gql/graphql';
import { bangkokTime } from '../../lib/bangkok-time';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { screenMessages } from '../admin-shell/sidebar-links';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { ListPager } from '../admin-shell/ui/list-pager';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { useUrlSearchBox } from '../admin-shell/ui/use-url-search-box';
import { adminMailMessages, mailKindMessages, mailStatusMessages } from './admin-mail-messages';
import { MailLogQuery } from './mail-operations';
import { MailTextDialog } from './mail-text-dialog';
import './mail-log.css';

const PAGE_SIZE = 25;
const STATUSES: readonly MailStatus[] = ['PENDING', 'SENT', 'FAILED'];
const COLUMNS = ['queued', 'to', 'subject', 'kind', 'status', 'tries', 'lastError', 'text'] as const;

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
  const { language } = useLanguage();
  const text = useMessages(adminMailMessages);
  const statuses = useMessages(mailStatusMessages);
  const kinds = useMessages(mailKindMessages);
  const at = (iso: string) => bangkokTime(iso, language);

  const refresh = (
    <button type="button" className="button" disabled={loading} onClick={() => void refetch()}>
      {text.refresh}
    </button>
  );
  return (
    <AdminPage title={useMessages(screenMessages)['mail-log']} actions={refresh}>
      <div className="mail-log__filters admin-card">
        <label className="admin-field">
          <span>{text.status}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">{text.all}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {statuses[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{text.recipient}</span>
          <input type="search" value={searchText} placeholder={text.recipientPlaceholder} onChange={(event) => setSearchText(event.target.value)} />
        </label>
      </div>
      <ErrorText error={error} prefix={text.couldNotLoadMails} />
      {result ? (
        <div className="mail-log__results" aria-busy={loading}>
          {result.mails.length === 0 ? (
            <p className="mail-log__state">{text.noMailsMatch}</p>
          ) : (
            <TableScroller label={text.mails}>
              <table className="admin-table mail-log__table">
                <caption className="visually-hidden">{text.mailsCaption}</caption>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {column === 'text' ? <span className="visually-hidden">{text.text}</span> : text[column]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.mails.map((mail) => (
                    <tr key={mail.id}>
                      <td data-label={text.queued}>
                        <time dateTime={mail.createdAt}>{at(mail.createdAt)}</time>
                      </td>
                      <td data-label={text.to} className="mail-log__to">
                        {mail.recipient}
                      </td>
                      <td data-label={text.subject}>
                        <span id={`mail-subject-${mail.id}`} lang={mail.language === 'TH' ? 'th' : 'en'}>
                          {mail.subject}
                        </span>
                      </td>
                      <td data-label={text.kind}>{kinds[mail.kind]}</td>
                      <td data-label={text.status}>
                        <div>
                          <span className={`mail-status mail-status--${mail.status.toLowerCase()}`}>{statuses[mail.status]}</span>
                          <span className="mail-log__when">
                            {mail.status === 'SENT' && mail.sentAt && at(mail.sentAt)}
                            {mail.status === 'PENDING' && fill(text.nextTry, { time: at(mail.nextAttemptAt) })}
                          </span>
                        </div>
                      </td>
                      <td data-label={text.tries}>{mail.attempts}</td>
                      <td data-label={text.lastError} className="mail-log__error">
                        {mail.lastError ?? '—'}
                      </td>
                      <td className="mail-log__view">
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={fill(text.viewMail, { recipient: mail.recipient })}
                          // The subject is in the mail's language: described by its own element, which says so.
                          aria-describedby={`mail-subject-${mail.id}`}
                          onClick={() => setOpened({ id: mail.id, subject: mail.subject })}
                        >
                          {text.view}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          <ListPager page={page} pageSize={PAGE_SIZE} shown={result.mails.length} total={result.total} noun={[text.mailOne, text.mailOther]} label={text.mailPages} onPageChange={setPage} />
        </div>
      ) : (
        !error && (
          <p className="mail-log__state" role="status">
            {text.loadingMails}
          </p>
        )
      )}
      {opened && <MailTextDialog id={opened.id} subject={opened.subject} onClose={() => setOpened(null)} />}
    </AdminPage>
  );
}
