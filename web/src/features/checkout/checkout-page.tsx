import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormProblemsAnnouncement } from '../../components/form-problems-announcement';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { fill, useMessages } from '../../lib/i18n';
import { useCart } from '../cart/cart-context';
import { cartLineInput, previewLineKey } from '../cart/cart-availability';
import { type CartLine, cartCount, lineKey } from '../cart/cart-model';
import { useCustomerSession } from '../customer-session/session-context';
import { CheckoutLine } from './checkout-line';
import { checkoutMessages } from './checkout-messages';
import { CheckoutPreviewQuery } from './checkout-operations';
import { readCheckoutDraft, writeCheckoutDraft } from './checkout-storage';
import { CheckoutSummary } from './checkout-summary';
import { RobloxUsernameField } from './roblox-username-field';
import { usePlaceOrder } from './use-place-order';
import { usernameReady, useRobloxUsernameCheck } from './use-roblox-username-check';
import './checkout.css';

const CHECKOUT_PATH = '/checkout';

/** /checkout: the cart priced by the server, the Roblox account to deliver to, and Place order. */
export default function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const { lines } = useCart();
  // Set once the order exists: the page says so (not "your cart is empty") while the order's page loads.
  const [placedNumber, setPlacedNumber] = useState<string | null>(null);
  return (
    <div className="checkout-page">
      <PageTitle name={t.title} />
      <header className="checkout-page__header">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      {placedNumber ? (
        <section className="checkout-card" role="status">
          <h2 className="checkout-card__title">{fill(t.placed, { number: placedNumber })}</h2>
          <Link to={`/orders/${encodeURIComponent(placedNumber)}`}>{t.openOrder}</Link>
        </section>
      ) : lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <Checkout lines={lines} onPlaced={setPlacedNumber} />
      )}
    </div>
  );
}

function EmptyCheckout() {
  const t = useMessages(checkoutMessages);
  return (
    <section className="checkout-card checkout-empty">
      <h2 className="checkout-card__title">{t.emptyTitle}</h2>
      <p>{t.emptyText}</p>
      <div className="checkout-empty__actions">
        <Link to="/store" className="button">
          {t.browseStore}
        </Link>
        <Link to="/topuprobux" className="button button--ghost">
          {t.topUp}
        </Link>
      </div>
    </section>
  );
}

function Checkout({ lines, onPlaced }: { lines: CartLine[]; onPlaced(number: string): void }) {
  const t = useMessages(checkoutMessages);
  const { remove } = useCart();
  const { user, token, openSignInThenGoTo } = useCustomerSession();
  const variables = useMemo(() => ({ lines: lines.map((line) => cartLineInput(line)) }), [lines]);
  const { data, previousData, loading, error, refetch } = useQuery(CheckoutPreviewQuery, { variables, fetchPolicy: 'network-only' });
  const shown = (data ?? previousData)?.checkoutPreview;
  const previewByKey = useMemo(() => new Map((shown?.lines ?? []).map((line) => [previewLineKey(line), line])), [shown]);

  const [draft, setDraft] = useState(readCheckoutDraft);
  useEffect(() => writeCheckoutDraft(draft), [draft]);
  const username = useRobloxUsernameCheck(token);
  const { place, placing, problems, announced, problemsOf, clearUsernameProblem, clearGamepassProblem } = usePlaceOrder(onPlaced);
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);

  if (!shown) {
    if (loading) return <PageSpinner label={t.loadingPrices} />;
    return (
      <section className="checkout-card" role="alert">
        <p>{t.previewFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t.retry}
        </button>
      </section>
    );
  }

  const current = loading || error ? undefined : data?.checkoutPreview;

  async function placeOrder() {
    if (!current) return;
    const { refreshPreview } = await place({
      lines,
      preview: { total: current.total, lines: previewByKey },
      draft,
      needsRobloxUsername: current.needsRobloxUsername,
      usernameReady: usernameReady(username.check),
    });
    if (refreshPreview) void refetch();
  }

  function removeLine(key: string) {
    remove(key);
    // The pressed button leaves with its line; the list's heading keeps the shopper's place.
    itemsHeadingRef.current?.focus();
  }

  return (
    <div className="checkout">
      <div className="checkout__main">
        <section className="checkout-card" aria-labelledby="checkout-items-heading">
          <h2 id="checkout-items-heading" ref={itemsHeadingRef} tabIndex={-1} className="checkout-card__title">
            {t.itemsHeading}
          </h2>
          <ul className="checkout-lines">
            {lines.map((line) => {
              const key = lineKey(line);
              const preview = previewByKey.get(key);
              if (!preview) return null;
              return (
                <CheckoutLine
                  key={key}
                  line={line}
                  preview={preview}
                  stale={loading || preview.quantity !== line.quantity}
                  problems={problemsOf(line)}
                  gamepass={draft.gamepasses[key] ?? ''}
                  onGamepassChange={(value) => {
                    clearGamepassProblem(key);
                    setDraft((previous) => ({ ...previous, gamepasses: { ...previous.gamepasses, [key]: value } }));
                  }}
                  onRemove={() => removeLine(key)}
                />
              );
            })}
          </ul>
          {error && (
            <p className="checkout-field__error" role="alert">
              {t.previewFailed}{' '}
              <button type="button" className="checkout-link-button" onClick={() => void refetch()}>
                {t.retry}
              </button>
            </p>
          )}
        </section>
        {user && !shown.needsRobloxUsername ? (
          <section className="checkout-card" aria-labelledby="checkout-account-delivery-heading">
            <h2 id="checkout-account-delivery-heading" className="checkout-card__title">
              {t.accountDeliveryTitle}
            </h2>
            <p>{t.accountDeliveryText}</p>
          </section>
        ) : user ? (
          <RobloxUsernameField
            value={draft.robloxUsername}
            onChange={(value) => {
              clearUsernameProblem();
              setDraft((previous) => ({ ...previous, robloxUsername: value }));
            }}
            username={username}
            error={problems.username}
          />
        ) : (
          <section className="checkout-card" aria-labelledby="checkout-sign-in-heading">
            <h2 id="checkout-sign-in-heading" className="checkout-card__title">
              {t.signInTitle}
            </h2>
            <p>{t.signInText}</p>
            <button type="button" className="button" onClick={() => openSignInThenGoTo(CHECKOUT_PATH)}>
              {t.signIn}
            </button>
          </section>
        )}
      </div>
      <CheckoutSummary
        pieces={cartCount(lines)}
        total={shown.total}
        updating={loading}
        signedIn={Boolean(user)}
        placing={placing}
        problems={problems}
        onPlaceOrder={() => void placeOrder()}
        onSignIn={() => openSignInThenGoTo(CHECKOUT_PATH)}
      />
      <FormProblemsAnnouncement problems={announced} />
    </div>
  );
}
