import { createContext, type Ref, useContext } from 'react';
import { ErrorText } from '../admin-shell/ui/error-text';

/** What the latest action on a screen came to: done (in words) or failed (the request's error). */
export type ActionNotice = { outcome: 'done'; text: string } | { outcome: 'failed'; error: unknown };

/**
 * Sets the screen's one notice; null clears it. Every action reports here, so the next action's words replace
 * the last one's. `focus` moves focus to the notice, for an action whose button went away with what it acted on.
 */
export type ReportAction = (notice: ActionNotice | null, options?: { focus?: boolean }) => void;

const ReportActionContext = createContext<ReportAction | null>(null);
export const ReportActionProvider = ReportActionContext.Provider;

export function useReportAction(): ReportAction {
  const report = useContext(ReportActionContext);
  if (!report) throw new Error('useReportAction needs a ReportActionProvider');
  return report;
}

/** The notice: a status when an action is done, an alert when it failed; focusable so an action can send focus here. */
export function ActionNoticeView({ notice, ref }: { notice: ActionNotice | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="catalogue-notice">
      <p className="catalogue-success" role="status">
        {notice?.outcome === 'done' ? notice.text : ''}
      </p>
      {notice?.outcome === 'failed' && <ErrorText error={notice.error} />}
    </div>
  );
}
