import { PLACEHOLDER_IMAGE, showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import type { CheckoutPreviewQuery as CheckoutPreviewResult } from '../../gql/graphql';
import { fill, useLanguage, useMessages } from '../../lib/i18n';
import { lineDeliveryNote } from '../../lib/line-delivery';
import { formatBaht } from '../../lib/money';
import { rarityName } from '../../lib/rarity-name';
import { formatRobux } from '../../lib/robux';
import { useCart } from '../cart/cart-context';
import { cartLineName } from '../cart/cart-line-name';
import { type CartLine, lineKey, maxQuantityOf } from '../cart/cart-model';
import { checkoutMessages } from './checkout-messages';
import { type LineProblems, previewProblemText } from './checkout-problems';
import { GamepassInstructions } from './gamepass-instructions';

export type PreviewLine = CheckoutPreviewResult['checkoutPreview']['lines'][number];

/** Where a line's first control to fix sits, for the page to send focus to. */
export const lineProblemId = (key: string) => `checkout-problem-${key}`;
export const gamepassInputId = (key: string) => `checkout-gamepass-${key}`;

interface CheckoutLineProps {
  line: CartLine;
  /** The server's view of this line; stale while a new quantity is being priced. */
  preview: PreviewLine;
  stale: boolean;
  problems: LineProblems | undefined;
  gamepass: string;
  onGamepassChange(value: string): void;
  onRemove(): void;
}

/** One cart line as the shop would sell it now, what is wrong with it and how to fix that, and its delivery. */
export function CheckoutLine({ line, preview, stale, problems, gamepass, onGamepassChange, onRemove }: CheckoutLineProps) {
  const t = useMessages(checkoutMessages);
  const { setQuantity, acceptPrice } = useCart();
  const key = lineKey(line);
  const { language } = useLanguage();
  // A product no longer sold has no name in the preview: the cart's own names stand.
  const name = cartLineName({ ...line, name: preview.name ?? line.name }, language, { robuxAmount: preview.robuxAmount, nameTh: preview.name == null ? undefined : preview.nameTh });
  const names = { name };
  // A product the server refused at placement (gone, or an account just sold) gets the same box and Remove
  // as the preview's own complaint, at once, without waiting for the new preview to say it again.
  const problemText = (stale ? null : previewProblemText(preview, line.unitPrice, t)) ?? problems?.product ?? null;
  const errors = [problemText === problems?.product ? undefined : problems?.product, problems?.quantity].filter(Boolean);
  const isAccount = line.kind === 'account';
  const deliveryNote = lineDeliveryNote(preview, language);

  return (
    <li className={`checkout-line${problemText || errors.length ? ' checkout-line--problem' : ''}`} aria-busy={stale || undefined}>
      <img className="checkout-line__image" src={line.imageUrl || PLACEHOLDER_IMAGE} alt="" width="64" height="64" onError={showPlaceholderOnError} />
      <div className="checkout-line__body">
        <h3 className="checkout-line__name">{name}</h3>
        <p className="checkout-line__meta">
          {preview.robuxAmount != null ? (
            <>
              {isAccount ? t.kindAccount : t.kindRobux} · {formatRobux(preview.robuxAmount)}
            </>
          ) : (
            <>
              {preview.gameName}
              {preview.rarity && <span className={`checkout-line__rarity checkout-line__rarity--${preview.rarity.toLowerCase()}`}>{rarityName(preview.rarity, language)}</span>}
            </>
          )}
        </p>
        <div className="checkout-line__row">
          {/* An account is one of a kind: no quantity to choose, and its price is the line's total. */}
          {isAccount ? (
            <span className="checkout-line__unit">{t.oneAccount}</span>
          ) : (
            <>
              {preview.unitPrice && <span className="checkout-line__unit">{fill(t.unitPrice, { price: formatBaht(preview.unitPrice) })}</span>}
              <div className="checkout-line__quantity" role="group" aria-label={fill(t.quantityOf, names)}>
                <button type="button" aria-label={fill(t.decrease, names)} disabled={line.quantity <= 1} onClick={() => setQuantity(key, line.quantity - 1)}>
                  −
                </button>
                <output aria-live="polite">{line.quantity}</output>
                <button type="button" aria-label={fill(t.increase, names)} disabled={line.quantity >= maxQuantityOf(line, preview.available)} onClick={() => setQuantity(key, line.quantity + 1)}>
                  +
                </button>
              </div>
            </>
          )}
          <button type="button" className="checkout-line__remove" aria-label={fill(t.remove, names)} onClick={onRemove}>
            {t.removeLine}
          </button>
          <strong className="checkout-line__total">{preview.lineTotal && !stale ? formatBaht(preview.lineTotal) : '…'}</strong>
        </div>

        {problemText && (
          <div className="checkout-line__problem" id={lineProblemId(key)}>
            <p>{problemText}</p>
            <div className="checkout-line__fixes">
              {preview.status === 'PRICE_CHANGED' && preview.unitPrice && (
                <button type="button" className="button" onClick={() => acceptPrice(key, preview.unitPrice!)}>
                  {fill(t.acceptPrice, { price: formatBaht(preview.unitPrice) })}
                </button>
              )}
              {preview.status === 'OUT_OF_STOCK' && preview.available ? (
                <button type="button" className="button" onClick={() => setQuantity(key, preview.available!)}>
                  {fill(t.lowerTo, { count: preview.available })}
                </button>
              ) : null}
              <button type="button" className="button button--ghost" onClick={onRemove}>
                {t.removeLine}
              </button>
            </div>
          </div>
        )}
        {errors.map((error) => (
          <p key={error} className="checkout-field__error">
            {error}
          </p>
        ))}

        {preview.deliveryMethod === 'GAMEPASS' ? (
          <GamepassInstructions
            inputId={gamepassInputId(key)}
            gamepassPrice={stale ? null : (preview.gamepassPrice ?? null)}
            robux={(preview.robuxAmount ?? 0) * line.quantity}
            value={gamepass}
            onChange={onGamepassChange}
            error={problems?.gamepass}
          />
        ) : (
          preview.deliveryMethod && (
            <div className="checkout-line__delivery">
              <p>{fill(t.delivery, { method: t[preview.deliveryMethod] })}</p>
              {deliveryNote && <p className="checkout-line__instructions">{deliveryNote}</p>}
            </div>
          )
        )}
      </div>
    </li>
  );
}
