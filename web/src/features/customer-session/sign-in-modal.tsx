import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../lib/i18n';
import { GoogleSignIn } from './google-sign-in';
import { useCustomerSession } from './session-context';
import { CheckEmailNotice } from './check-email-notice';
import { emailConfirmationMessages } from './email-confirmation-messages';
import { SignInForm, type SignUpStarted } from './sign-in-form';
import { signInMessages } from './sign-in-messages';
import type { SignInMode } from './sign-in-problems';
import { useDialogFocus } from '../../components/use-dialog-focus';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordMessages } from './forgot-password-messages';
import './sign-in-modal.css';

/**
 * The customer sign-in dialog: register or login, then Google; login's "Forgot password?" turns it to the reset
 * request, and a sign-up to "check your e-mail".
 * The layout mounts it only while it is open, so opening always starts fresh in register mode.
 */
export default function SignInModal() {
  const t = useMessages(signInMessages);
  const forgotText = useMessages(forgotPasswordMessages);
  const confirmText = useMessages(emailConfirmationMessages);
  const { closeSignIn } = useCustomerSession();
  const [mode, setMode] = useState<SignInMode | 'forgot'>('register');
  const [signedUp, setSignedUp] = useState<SignUpStarted | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // A click that starts inside the dialog and ends on the backdrop (selecting text) must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useDialogFocus(dialogRef, closeSignIn, { initialFocus: 'input:not([disabled])', view: signedUp ? 'check-email' : mode });

  const isRegister = mode === 'register';
  return createPortal(
    <div
      className="sign-in-backdrop"
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) closeSignIn();
      }}
    >
      <div ref={dialogRef} className="sign-in-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="sign-in-modal__close" aria-label={t.close} onClick={closeSignIn}>
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="sign-in-modal__title">
          {signedUp ? confirmText.checkTitle : mode === 'forgot' ? forgotText.title : isRegister ? t.registerTitle : t.loginTitle}
        </h2>
        {signedUp ? (
          <CheckEmailNotice email={signedUp.email} hours={signedUp.linkHours} onClose={closeSignIn} />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm onBackToLogin={() => setMode('login')} />
        ) : (
          <>
            <SignInForm
              key={mode}
              mode={mode}
              onForgotPassword={() => setMode('forgot')}
              onSignedUp={setSignedUp}
            />
            <p className="sign-in-modal__divider">
              <span>{t.orContinueWith}</span>
            </p>
            <GoogleSignIn />
            <p className="sign-in-modal__switch">
              {isRegister ? t.haveAccount : t.noAccount}{' '}
              <button type="button" className="sign-in-form__link" onClick={() => setMode(isRegister ? 'login' : 'register')}>
                {isRegister ? t.toLogin : t.toRegister}
              </button>
            </p>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
