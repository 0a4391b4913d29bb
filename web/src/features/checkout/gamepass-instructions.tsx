import { fill, useMessages } from '../../lib/i18n';
import { formatRobux } from '../../lib/robux';
import { checkoutMessages } from './checkout-messages';

interface GamepassInstructionsProps {
  inputId: string;
  /** The Robux price the gamepass must have; null while it is being worked out for a new quantity. */
  gamepassPrice: number | null;
  /** Robux the shopper receives (package amount × quantity). */
  robux: number;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/** How Robux arrive (the shopper's own gamepass, bought by staff) and the field for that gamepass. */
export function GamepassInstructions({ inputId, gamepassPrice, robux, value, onChange, error }: GamepassInstructionsProps) {
  const t = useMessages(checkoutMessages);
  const price = gamepassPrice == null ? null : formatRobux(gamepassPrice);
  const [beforePrice, afterPrice] = t.gamepassStepPrice.split('{price}');
  return (
    <div className="gamepass-box">
      <p className="gamepass-box__title">{t.gamepassHeading}</p>
      <ol className="gamepass-box__steps">
        <li>{t.gamepassStepCreate}</li>
        <li>
          {price ? (
            <>
              {beforePrice}
              <strong className="gamepass-box__price">{price}</strong>
              {afterPrice}
            </>
          ) : (
            t.gamepassPriceUpdating
          )}
        </li>
        <li>{t.gamepassStepRegional}</li>
        <li>{t.gamepassStepLink}</li>
      </ol>
      <p className="gamepass-box__why">{fill(t.gamepassWhy, { robux: formatRobux(robux) })}</p>
      <label className="checkout-field__label" htmlFor={inputId}>
        {t.gamepassField}
      </label>
      <input
        id={inputId}
        className="checkout-field__input"
        value={value}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://www.roblox.com/game-pass/…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${inputId}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
