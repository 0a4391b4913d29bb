import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { HistoryToolbar } from './history-toolbar';
import { historyQueryFilter } from './transaction-filter';
import { TransactionList } from './transaction-list';
import { useCsvDownload } from './use-csv-download';
import { useTransactionFilter } from './use-transaction-filter';
import './payments.css';

const TABLE_TEXT = {
  caption: 'ประวัติการทำรายการ',
  type: 'ประเภท',
  amount: 'จำนวนเงิน',
  detail: 'สถานะ',
  date: 'วันที่',
  loading: 'กำลังโหลดรายการ...',
  empty: 'ไม่พบรายการที่ตรงกับการค้นหา',
  pager: { label: 'หน้ารายการ', previous: 'ก่อนหน้า', next: 'ถัดไป', summary: 'แสดง {first}–{last} จาก {total} รายการ' },
};

/** Every transaction, searchable by type and filterable by status, in Thai. */
export default function TransactionHistoryPage() {
  const [filter, setFilter] = useTransactionFilter();
  const queryFilter = historyQueryFilter(filter);
  const csv = useCsvDownload('transaction-history');

  const download = (
    <button type="button" className="button" disabled={csv.downloading} onClick={() => void csv.download(queryFilter)}>
      {csv.downloading ? 'กำลังดาวน์โหลด...' : 'ดาวน์โหลดรายงาน'}
    </button>
  );

  return (
    <AdminPage title="ประวัติการทำรายการ" actions={download} lang="th">
      <HistoryToolbar filter={filter} onChange={setFilter} />
      <ErrorText error={csv.error} prefix="ดาวน์โหลดไม่สำเร็จ" />
      <TransactionList
        filter={queryFilter}
        page={filter.page}
        detail="status"
        text={TABLE_TEXT}
        onPageChange={(page) => setFilter({ ...filter, page })}
      />
    </AdminPage>
  );
}
