import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { paymentMessages } from './payment-messages';

interface SlipUploadProps {
  /** The REST route that takes the slip as multipart `slip` (the storefront's GraphQL client sends no files). */
  uploadUrl: string;
  token: string;
  onSent(): void;
}

/** Why a slip was refused, as the server said it: its code and its words (what to send instead). */
interface SlipRefusal {
  code?: string;
  message?: string;
}

/** null when the slip was taken; a refusal (empty when the server could not be read) otherwise. */
async function sendSlip(uploadUrl: string, token: string, slip: File): Promise<SlipRefusal | null> {
  const form = new FormData();
  form.append('slip', slip);
  const response = await fetch(uploadUrl, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { error?: SlipRefusal } | null;
  return body?.error ?? {};
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
    const refusal = await sendSlip(uploadUrl, token, file).catch((): SlipRefusal => ({}));
    setSending(false);
    if (!refusal) onSent();
    else if (refusal.code === 'OPEN_PAYMENTS_LIMIT') setProblem(t.tooManySlipsInReview);
    else setProblem(refusal.message ?? t.slipFailed);
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
