import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../lib/i18n';
import { GoogleSignIn } from './google-sign-in';
import { useCustomerSession } from './session-context';
import { SignInForm } from './sign-in-form';
import { signInMessages } from './sign-in-messages';
import type { SignInMode } from './sign-in-problems';
import { useDialogFocus } from '../../components/use-dialog-focus';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordMessages } from './forgot-password-messages';
import './sign-in-modal.css';

/**
 * The customer sign-in dialog (spec section 2): register ('Get Started!') or login ('Welcome Back!'),
 * then Google; login's "Forgot password?" turns it to the reset request. The layout mounts it only while it
 * is open, so opening always starts fresh in register mode.
 */
export default function SignInModal() {
  const t = useMessages(signInMessages);
  const forgotText = useMessages(forgotPasswordMessages);
  const { closeSignIn } = useCustomerSession();
  const [mode, setMode] = useState<SignInMode | 'forgot'>('register');
  const dialogRef = useRef<HTMLDivElement>(null);
  // A click that starts inside the dialog and ends on the backdrop (selecting text) must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useDialogFocus(dialogRef, closeSignIn, { initialFocus: 'input:not([disabled])', view: mode });

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
          {mode === 'forgot' ? forgotText.title : isRegister ? t.registerTitle : t.loginTitle}
        </h2>
        {mode === 'forgot' ? (
          <ForgotPasswordForm onBackToLogin={() => setMode('login')} />
        ) : (
          <>
            <SignInForm key={mode} mode={mode} onForgotPassword={() => setMode('forgot')} />
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
