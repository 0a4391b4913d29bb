import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import type { Language } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';

/** The latest save: the action the admin took (the operation's name in words) and how far it got. */
export interface SaveReport {
  action: string;
  phase: 'saving' | 'saved' | 'notSaved';
}

/**
 * What the dashboard tells screen readers about its saves: "Update stock item: saving…", then "…: saved" or
 * "…: not saved". Modals close when a save succeeds, so the words live in a region outside them (the layout's).
 */
export interface SaveStatus {
  /** The latest save, or null before the first. */
  current(): SaveReport | null;
  subscribe(listener: () => void): () => void;
  /** Reports every mutation a signed-in admin sends (a login carries no token, so it is not a save). */
  link: ApolloLink;
}

/** "UpdateStockItem" → "Update stock item": the operation's own name is the action the admin took. */
export function actionOf(operationName: string): string {
  const words = operationName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The sentence for a save. The action comes from the operation's English name, so English names it; Thai says
 * only how the save went, never an internal name.
 */
export function saveSentence(report: SaveReport | null, language: Language): string {
  if (!report) return '';
  const phase = adminShellMessages[language][report.phase];
  return language === 'en' ? `${report.action}: ${phase}` : phase;
}

export function createSaveStatus(): SaveStatus {
  let latest: SaveReport | null = null;
  const listeners = new Set<() => void>();
  const say = (action: string, phase: SaveReport['phase']) => {
    latest = { action, phase };
    for (const listener of listeners) listener();
  };
  const link = new ApolloLink((operation, forward) => {
    const isSave =
      operation.operationType === OperationTypeNode.MUTATION && Boolean(operation.getContext().headers?.authorization);
    if (!isSave) return forward(operation);
    const action = actionOf(operation.operationName ?? 'Change');
    say(action, 'saving');
    return forward(operation).pipe(
      tap({
        next: (result) => say(action, result.errors?.length ? 'notSaved' : 'saved'),
        error: () => say(action, 'notSaved'),
      }),
    );
  });
  return {
    current: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    link,
  };
}
