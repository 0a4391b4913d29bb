import { useEffect, useState } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { adminSession } from '../admin-shell/admin-session';
import { Modal } from '../admin-shell/ui/modal';
import { paymentReviewMessages } from './payment-review-messages';

/** A slip's picture is staff-only: fetched with the admin's token (an <img> cannot send it) and shown from memory. */
function useSlipImage(slipId: number): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    const token = adminSession.token();
    void fetch(`/api/admin/payment-slips/${slipId}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        if (current) setState({ url: objectUrl, failed: false });
      })
      .catch(() => current && setState({ url: null, failed: true }));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [slipId]);
  return state;
}

/** The slip as a thumbnail that opens full size. */
export function SlipPicture({ slipId, label }: { slipId: number; label: string }) {
  const { url, failed } = useSlipImage(slipId);
  const [enlarged, setEnlarged] = useState(false);
  const text = useMessages(paymentReviewMessages);
  if (failed) return <p className="payment-review__slip-missing">{text.slipMissing}</p>;
  if (!url) return <div className="payment-review__slip-placeholder" aria-hidden="true" />;
  return (
    <>
      <button type="button" className="payment-review__slip" onClick={() => setEnlarged(true)} aria-label={fill(text.enlarge, { label })}>
        <img src={url} alt={label} />
      </button>
      {enlarged && (
        <Modal title={label} onClose={() => setEnlarged(false)} width={560}>
          <img className="payment-review__slip-large" src={url} alt={label} />
        </Modal>
      )}
    </>
  );
}
