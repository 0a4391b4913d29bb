import { PageSpinner } from '../../components/page-spinner';
import { useMessages } from '../../lib/i18n';
import { homeMessages } from './home-messages';

type SectionStateProps =
  | { kind: 'loading'; label: string }
  | { kind: 'error'; message: string; onRetry(): void }
  | { kind: 'empty'; message: string };

/** What a home section shows instead of its grid, so one failing query never blanks the whole page. */
export function SectionState(props: SectionStateProps) {
  const text = useMessages(homeMessages);
  if (props.kind === 'loading') return <PageSpinner label={props.label} />;
  if (props.kind === 'empty') return <p className="section-state">{props.message}</p>;
  return (
    <div className="section-state" role="alert">
      <p>{props.message}</p>
      <button type="button" className="button button--ghost" onClick={props.onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
