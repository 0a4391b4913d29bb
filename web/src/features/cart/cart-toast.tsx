import { useMemo } from 'react';
import { StatusToast } from '../../components/status-toast';
import { useLanguage } from '../../lib/i18n';
import { useCartNotice } from './cart-context';
import { addNoticeText } from './cart-notice';

/**
 * The one confirmation of every add to the cart, from any page (store cards, best sellers, top-up packages and
 * accounts, item pages): they all add through the cart, which sets the notice this shows.
 */
export function CartToast() {
  const { notice, dismiss } = useCartNotice();
  const { language } = useLanguage();
  const message = useMemo(() => (notice ? { id: notice.id, ...addNoticeText(notice, language) } : null), [notice, language]);
  return <StatusToast message={message} onDone={dismiss} />;
}
