import { useMessages } from '../../lib/i18n';
import { adminOrdersMessages } from './admin-orders-messages';

/**
 * A Roblox name the shop could not confirm with Roblox when the order was placed. The table shows the short
 * pill; the order's page (`full`) also says what to do before delivering.
 */
export function UnverifiedWarning({ full = false }: { full?: boolean }) {
  const text = useMessages(adminOrdersMessages);
  if (!full) {
    return (
      <span className="order-unverified">
        <span aria-hidden="true">⚠ </span>
        {text.notVerified}
      </span>
    );
  }
  return (
    <p className="order-unverified order-unverified--full" role="alert">
      <span aria-hidden="true">⚠ </span>
      <strong>{text.notVerifiedFull}</strong> {text.notVerifiedAdvice}
    </p>
  );
}
