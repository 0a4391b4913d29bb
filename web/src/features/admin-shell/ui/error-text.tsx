import { useLanguage } from '../../../lib/i18n';
import { requestProblem } from './request-problem';

/** A failed request, in red: `prefix` (e.g. 'Error adding admin') plus the reason in the page's language. */
export function ErrorText({ error, prefix }: { error: unknown; prefix?: string }) {
  const { language } = useLanguage();
  if (!error) return null;
  const reason = requestProblem(error, language);
  return (
    <p className="admin-error" role="alert">
      {prefix ? `${prefix}: ${reason}` : reason}
    </p>
  );
}
