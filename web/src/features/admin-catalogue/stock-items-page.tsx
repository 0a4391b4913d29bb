import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { type ActionNotice, ActionNoticeView, type ReportAction, ReportActionProvider } from './action-notice';
import { AddItemForm } from './add-item-form';
import { AdjustPricesControl } from './adjust-prices-control';
import { catalogueMessages } from './catalogue-messages';
import { StockItemGrid } from './stock-item-grid';
import './admin-catalogue.css';

const StockItemCategoriesQuery = graphql(`
  query StockItemCategories {
    categories {
      id
      name
    }
  }
`);

/** The chosen tab lives in the URL (?game=3), so a reload keeps it and Back returns to the tab before. */
const GAME_PARAM = 'game';

function useChosenGame(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(GAME_PARAM));
  const chosen = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = useCallback(
    (id: number | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(GAME_PARAM);
        else next.set(GAME_PARAM, String(id));
        return next;
      }),
    [setParams],
  );
  return [chosen, choose];
}

/** The screen's one notice, which every action on it sets; see ReportAction. */
function useActionNotice() {
  const [notice, setNotice] = useState<{ notice: ActionNotice | null; focus: boolean }>({ notice: null, focus: false });
  const noticeRef = useRef<HTMLDivElement>(null);
  const report = useCallback<ReportAction>((next, options) => setNotice({ notice: next, focus: Boolean(options?.focus) }), []);
  useEffect(() => {
    if (notice.focus) noticeRef.current?.focus();
  }, [notice]);
  return { notice: notice.notice, noticeRef, report };
}

/** Stock Items: game tabs, Adjust Price (%), Add New Item and the item grid of the selected tab. */
export default function StockItemsPage() {
  const text = useMessages(catalogueMessages);
  const { data, error } = useQuery(StockItemCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [categoryId, setCategoryId] = useChosenGame();
  const { notice, noticeRef, report } = useActionNotice();
  const categories = data?.categories ?? [];
  // A game in the URL that is not (or no longer) in the list reads as All Categories.
  const selected = categories.find((category) => category.id === categoryId) ?? null;
  const shownId = data ? (selected?.id ?? null) : categoryId;

  return (
    <AdminPage title={text.stockItemsTitle}>
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label={text.loadingCategories} />
      ) : (
        <ReportActionProvider value={report}>
          <div className="catalogue-tabs" role="group" aria-label={text.categoriesLabel}>
            {[{ id: null, name: text.allCategories }, ...categories].map((category) => (
              <button
                key={category.id ?? 'all'}
                type="button"
                className="catalogue-tab"
                aria-pressed={category.id === shownId}
                onClick={() => setCategoryId(category.id)}
              >
                {category.name}
              </button>
            ))}
          </div>
          <ActionNoticeView notice={notice} ref={noticeRef} />
          <div className="catalogue-tools">
            <AdjustPricesControl category={selected} />
            <AddItemForm
              categories={categories}
              categoryId={shownId}
              // A tab of another game would hide the new item, so show its game instead.
              onAdded={(addedTo) => {
                if (shownId !== null && addedTo !== shownId) setCategoryId(addedTo);
              }}
            />
          </div>
          <StockItemGrid key={shownId ?? 'all'} categoryId={shownId} categories={categories} />
        </ReportActionProvider>
      )}
    </AdminPage>
  );
}
