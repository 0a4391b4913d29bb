import { errorMessage } from './error-message';

/** A failed request, in red: `prefix` (e.g. the spec's 'Error adding admin') plus the server's reason. */
export function ErrorText({ error, prefix }: { error: unknown; prefix?: string }) {
  if (!error) return null;
  const reason = errorMessage(error);
  return (
    <p className="admin-error" role="alert">
      {prefix ? `${prefix}: ${reason}` : reason}
    </p>
  );
}
