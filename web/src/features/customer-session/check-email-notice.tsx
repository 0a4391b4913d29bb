import { useFocusOnShow } from '../../components/use-focus-on-show';
import { fill, useMessages } from '../../lib/i18n';
import { emailConfirmationMessages } from './email-confirmation-messages';
import { ResendConfirmation } from './resend-confirmation';

/** What the sign-up form turns into: the link is on its way (the same whether or not the address had an account). */
export function CheckEmailNotice({ email, hours, onClose }: { email: string; hours: number; onClose(): void }) {
  const t = useMessages(emailConfirmationMessages);
  const message = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className="sign-in-form">
      <p ref={message} tabIndex={-1} className="sign-in-form__note sign-in-form__sent">
        {fill(t.checkText, { email, hours })}
      </p>
      <p className="sign-in-form__note">{t.checkSpam}</p>
      <ResendConfirmation email={email} />
      <button type="button" className="button sign-in-form__submit" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}
