import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { fieldMessage } from '../../lib/api-error';
import { useReportAction } from './action-notice';
import { adjustPricesQuestion, adjustedPricesReport, percentageToApply } from './catalogue-rules';
import { BusyButton, Field } from './form-fields';
import type { CategoryChoice } from './item-fields';

/** The server judges the percentage by adjustPrices' own rule and counts what it would change, changing nothing. */
const AdjustPricesPreviewQuery = graphql(`
  query AdjustPricesPreview($percentage: String!, $categoryId: Int) {
    adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) {
      itemCount
    }
  }
`);

const AdjustItemPricesMutation = graphql(`
  mutation AdjustItemPrices($categoryId: Int, $percentage: Decimal) {
    adjustPrices(categoryId: $categoryId, percentage: $percentage) {
      updatedCount
    }
  }
`);

const FIELD_LABEL = 'Adjust Price (%)';

/**
 * Adjust Price (%) for the selected tab: nothing happens when the field is empty or zero; otherwise the server
 * first checks the percentage (a number with at most four decimals, in its allowed range; its reason is shown
 * at the field) and counts the tab's items, the admin confirms, and the grid reloads after.
 */
export function AdjustPricesControl({ category }: { category: CategoryChoice | null }) {
  const client = useApolloClient();
  const report = useReportAction();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  async function apply(event: FormEvent) {
    event.preventDefault();
    const percentage = percentageToApply(text);
    if (percentage === null) return;
    report(null);
    setInvalid(null);
    setBusy(true);
    try {
      const categoryId = category?.id ?? null;
      const checked = await client
        .query({ query: AdjustPricesPreviewQuery, variables: { percentage, categoryId }, fetchPolicy: 'network-only' })
        .catch((error: unknown) => ({ error, data: undefined }));
      const refusal = fieldMessage(checked.error, 'percentage');
      if (refusal) {
        setInvalid(`${FIELD_LABEL} ${refusal}.`);
        inputRef.current?.focus();
        return;
      }
      if (checked.error || !checked.data) throw checked.error;
      if (!window.confirm(adjustPricesQuestion(checked.data.adjustPricesPreview.itemCount, percentage, category?.name ?? null))) return;
      const { data } = await client.mutate({
        mutation: AdjustItemPricesMutation,
        variables: { categoryId, percentage },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      report({ outcome: 'done', text: adjustedPricesReport(data?.adjustPrices.updatedCount ?? 0, percentage) });
      setText('');
    } catch (error) {
      report({ outcome: 'failed', error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-card catalogue-adjust" noValidate onSubmit={apply}>
      <Field label={FIELD_LABEL}>
        {/* Text, not a number field: a browser drops what it cannot read as a number, and the server should say why. */}
        <input
          ref={inputRef}
          type="text"
          inputMode="decimal"
          placeholder="e.g. 10 or -5"
          value={text}
          aria-invalid={invalid !== null}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(null);
          }}
        />
      </Field>
      {invalid && (
        <p id={problemId} className="admin-error catalogue-adjust__problem">
          {invalid}
        </p>
      )}
      <BusyButton type="submit" busy={busy} busyLabel="Applying...">
        Apply
      </BusyButton>
      <p className="catalogue-muted catalogue-adjust__scope">{category ? `Applies to ${category.name}` : 'Applies to all categories'}</p>
    </form>
  );
}
