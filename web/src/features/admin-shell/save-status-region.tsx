import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLanguage } from '../../lib/i18n';
import { type SaveStatus, saveSentence } from './save-status';

export const SaveStatusContext = createContext<SaveStatus | null>(null);

const NO_SAVES = () => null;
const NO_SUBSCRIPTION = () => () => undefined;

/** A polite live region saying how the latest save went; it sits in the layout, so a modal closing does not take it away. */
export function SaveStatusRegion() {
  const saveStatus = useContext(SaveStatusContext);
  const report = useSyncExternalStore(saveStatus?.subscribe ?? NO_SUBSCRIPTION, saveStatus?.current ?? NO_SAVES);
  const sentence = saveSentence(report, useLanguage().language);
  return (
    <p className="visually-hidden" role="status" data-testid="save-status">
      {sentence}
    </p>
  );
}
