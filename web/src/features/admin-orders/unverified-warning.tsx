/**
 * A Roblox name the shop could not confirm with Roblox when the order was placed. The table shows the short
 * pill; the order's page (`full`) also says what to do before delivering.
 */
export function UnverifiedWarning({ full = false }: { full?: boolean }) {
  if (!full) {
    return (
      <span className="order-unverified">
        <span aria-hidden="true">⚠ </span>Not verified
      </span>
    );
  }
  return (
    <p className="order-unverified order-unverified--full" role="alert">
      <span aria-hidden="true">⚠ </span>
      <strong>Not verified:</strong> check this username in Roblox before delivering.
    </p>
  );
}
