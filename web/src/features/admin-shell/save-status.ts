import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';

/**
 * What the dashboard tells screen readers about its saves: "Update stock item: saving…", then "…: saved" or
 * "…: not saved". Modals close when a save succeeds, so the words live in a region outside them (the layout's).
 */
export interface SaveStatus {
  /** The latest sentence, or '' before the first save. */
  current(): string;
  subscribe(listener: () => void): () => void;
  /** Reports every mutation a signed-in admin sends (a login carries no token, so it is not a save). */
  link: ApolloLink;
}

/** "UpdateStockItem" → "Update stock item": the operation's own name is the action the admin took. */
export function actionOf(operationName: string): string {
  const words = operationName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function createSaveStatus(): SaveStatus {
  let sentence = '';
  const listeners = new Set<() => void>();
  const say = (next: string) => {
    sentence = next;
    for (const listener of listeners) listener();
  };
  const link = new ApolloLink((operation, forward) => {
    const isSave =
      operation.operationType === OperationTypeNode.MUTATION && Boolean(operation.getContext().headers?.authorization);
    if (!isSave) return forward(operation);
    const action = actionOf(operation.operationName ?? 'Change');
    say(`${action}: saving…`);
    return forward(operation).pipe(
      tap({
        next: (result) => say(`${action}: ${result.errors?.length ? 'not saved' : 'saved'}`),
        error: () => say(`${action}: not saved`),
      }),
    );
  });
  return {
    current: () => sentence,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    link,
  };
}
