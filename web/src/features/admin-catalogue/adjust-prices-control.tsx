import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { fieldMessage } from '../../lib/api-error';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { useReportAction } from './action-notice';
import { catalogueMessages } from './catalogue-messages';
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

/**
 * Adjust Price (%) for the selected tab: nothing happens when the field is empty or zero; otherwise the server
 * first checks the percentage (a number with at most four decimals, in its allowed range; its reason is shown
 * at the field) and counts the tab's items, the admin confirms, and the grid reloads after.
 */
export function AdjustPricesControl({ category }: { category: CategoryChoice | null }) {
  const client = useApolloClient();
  const report = useReportAction();
  const { language } = useLanguage();
  const messages = useMessages(catalogueMessages);
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
        setInvalid(`${messages.adjustPriceLabel} ${refusal}.`);
        inputRef.current?.focus();
        return;
      }
      if (checked.error || !checked.data) throw checked.error;
      if (!window.confirm(adjustPricesQuestion(language, checked.data.adjustPricesPreview.itemCount, percentage, category?.name ?? null))) return;
      const { data } = await client.mutate({
        mutation: AdjustItemPricesMutation,
        variables: { categoryId, percentage },
        refetchQueries: ['StockItems'],
        awaitRefetchQueries: true,
      });
      report({ outcome: 'done', text: adjustedPricesReport(language, data?.adjustPrices.updatedCount ?? 0, percentage) });
      setText('');
    } catch (error) {
      report({ outcome: 'failed', error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-card catalogue-adjust" noValidate onSubmit={apply}>
      <Field label={messages.adjustPriceLabel}>
        {/* Text, not a number field: a browser drops what it cannot read as a number, and the server should say why. */}
        <input
          ref={inputRef}
          type="text"
          inputMode="decimal"
          placeholder={messages.adjustPricePlaceholder}
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
      <BusyButton type="submit" busy={busy} busyLabel={messages.applying}>
        {messages.apply}
      </BusyButton>
      <p className="catalogue-muted catalogue-adjust__scope">{category ? fill(messages.appliesToGame, { game: category.name }) : messages.appliesToAll}</p>
    </form>
  );
}
