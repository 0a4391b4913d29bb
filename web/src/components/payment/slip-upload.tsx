import { type FormEvent, useId, useState } from 'react';
import { type ApiError, restApiError } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { paymentMessages } from './payment-messages';

interface SlipUploadProps {
  /** The REST route that takes the slip as multipart `slip` (the storefront's GraphQL client sends no files). */
  uploadUrl: string;
  token: string;
  onSent(): void;
}

type PaymentMessages = (typeof paymentMessages)['en'];

/** null when the slip was taken; the server's refusal (null inside when it could not be read) otherwise. */
async function sendSlip(uploadUrl: string, token: string, slip: File): Promise<{ refusal: ApiError | null } | null> {
  const form = new FormData();
  form.append('slip', slip);
  const response = await fetch(uploadUrl, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.ok) return null;
  return { refusal: restApiError(await response.json().catch(() => null)) };
}

/** What the shopper reads about a refused slip, by the server's stable code; its own words only on an English page. */
function refusalText(refusal: ApiError | null, t: PaymentMessages): string {
  switch (refusal?.code) {
    case 'OPEN_PAYMENTS_LIMIT':
      return t.tooManySlipsInReview;
    case 'BAD_USER_INPUT':
      return t.slipUnreadable;
    case 'PAYLOAD_TOO_LARGE':
      return t.slipTooLarge;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t.slipNotPicture;
    case 'CONFLICT':
      return t.slipNotTaken;
    case 'TOO_MANY_REQUESTS':
      return t.slipTooMany;
    case undefined:
    case 'INTERNAL_SERVER_ERROR':
      return t.slipFailed;
    default:
      return refusal?.message ? fill(t.slipOtherRefusal, { message: refusal.message }) : t.slipFailed;
  }
}

/** After paying, the shopper sends the bank's slip; the server reads its QR and puts the payment in review. */
export function SlipUpload({ uploadUrl, token, onSent }: SlipUploadProps) {
  const t = useMessages(paymentMessages);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(t.chooseSlip);
    setSending(true);
    setProblem(null);
    const answer = await sendSlip(uploadUrl, token, file).catch(() => ({ refusal: null }));
    setSending(false);
    if (!answer) onSent();
    else setProblem(refusalText(answer.refusal, t));
  }

  return (
    <form className="slip-upload" onSubmit={(event) => void submit(event)} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>{t.slipHeading}</h3>
      <p>{t.slipHelp}</p>
      <label htmlFor={inputId}>{t.slipFile}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {problem && (
        <p id={`${inputId}-problem`} className="slip-upload__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t.sendingSlip : t.sendSlip}
      </button>
    </form>
  );
}
