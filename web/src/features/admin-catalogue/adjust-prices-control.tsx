import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { ErrorText } from '../admin-shell/ui/error-text';
import { adjustPricesQuestion, percentageToApply } from './catalogue-rules';
import { BusyButton, Field } from './form-fields';
import type { CategoryChoice } from './item-fields';

const StockItemCountQuery = graphql(`
  query StockItemCount($categoryId: Int) {
    itemFacets(filter: { categoryId: $categoryId }) {
      total
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

/**
 * Adjust Price (%) for the selected tab: nothing happens when the field is empty or zero; otherwise the
 * admin confirms, seeing how many items the server counts for the tab, and the grid reloads after.
 */
export function AdjustPricesControl({ category }: { category: CategoryChoice | null }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const percentage = percentageToApply(text);
    if (percentage === null) return;
    setProblem(null);
    setOutcome(null);
    setBusy(true);
    try {
      const categoryId = category?.id ?? null;
      const { data: counted } = await client.query({ query: StockItemCountQuery, variables: { categoryId }, fetchPolicy: 'network-only' });
      if (!window.confirm(adjustPricesQuestion(counted?.itemFacets.total ?? 0, percentage, category?.name ?? null))) return;
      const { data } = await client.mutate({
        mutation: AdjustItemPricesMutation,
        variables: { categoryId, percentage },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      setOutcome(`Changed the price of ${data?.adjustPrices.updatedCount ?? 0} item(s) by ${percentage}%.`);
      setText('');
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-card catalogue-adjust" noValidate onSubmit={apply}>
      <Field label="Adjust Price (%)">
        <input type="number" inputMode="decimal" step="any" placeholder="e.g. 10 or -5" value={text} onChange={(event) => setText(event.target.value)} />
      </Field>
      <BusyButton type="submit" busy={busy} busyLabel="Applying...">
        Apply
      </BusyButton>
      <p className="catalogue-muted catalogue-adjust__scope">{category ? `Applies to ${category.name}` : 'Applies to all categories'}</p>
      <ErrorText error={problem} />
      {outcome && (
        <p className="catalogue-success" role="status">
          {outcome}
        </p>
      )}
    </form>
  );
}
