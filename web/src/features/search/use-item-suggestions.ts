import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ItemSuggestionsQuery as ItemSuggestionsData } from '../../gql/graphql';
import { ItemSuggestionsQuery } from './search-queries';

/** Suggestions start at two characters: one matches most of the catalogue and says little. */
export const MIN_SUGGESTION_LENGTH = 2;
const SUGGESTION_LIMIT = 8;
/** Typing pauses this long before a search leaves, so a word typed quickly costs one request. */
const TYPING_PAUSE_MS = 250;

export type Suggestion = ItemSuggestionsData['items']['items'][number];

export interface ItemSuggestions {
  /** What is being searched for: the trimmed text once typing paused; '' while it is too short. */
  term: string;
  /** The newest answer: for `term` or, while that loads, for the text before it (never an older one after a newer). */
  result?: { items: readonly Suggestion[]; total: number };
  /** The answer shown is not yet the one for the text in the box: typing, or waiting for the server. */
  pending: boolean;
  failed: boolean;
  retry(): void;
}

/** `value` once it has stayed the same for `delayMs`; an empty value at once (nothing is searched for then). */
function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value === '' ? '' : settled;
}

/**
 * Items whose name holds `text`, across every game, asked for as the shopper types. Apollo delivers an answer
 * only for the variables the query has now, so a slow answer to an earlier text cannot replace a newer one.
 */
export function useItemSuggestions(text: string): ItemSuggestions {
  const trimmed = text.trim();
  const wanted = trimmed.length >= MIN_SUGGESTION_LENGTH ? trimmed : '';
  const term = useSettledValue(wanted, TYPING_PAUSE_MS);
  const query = useQuery(ItemSuggestionsQuery, term ? { variables: { search: term, limit: SUGGESTION_LIMIT } } : skipToken);
  const answer = query.data ?? (query.loading ? query.previousData : undefined);
  return {
    term,
    result: answer?.items,
    pending: term !== wanted || query.loading,
    failed: Boolean(query.error) && !query.loading,
    retry: () => void query.refetch().catch(() => undefined),
  };
}
