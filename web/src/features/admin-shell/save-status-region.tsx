import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SaveStatus } from './save-status';

export const SaveStatusContext = createContext<SaveStatus | null>(null);

const NO_SAVES = () => '';
const NO_SUBSCRIPTION = () => () => undefined;

/** A polite live region saying how the latest save went; it sits in the layout, so a modal closing does not take it away. */
export function SaveStatusRegion() {
  const saveStatus = useContext(SaveStatusContext);
  const sentence = useSyncExternalStore(saveStatus?.subscribe ?? NO_SUBSCRIPTION, saveStatus?.current ?? NO_SAVES);
  return (
    <p className="visually-hidden" role="status" data-testid="save-status">
      {sentence}
    </p>
  );
}
