import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { type ReactNode, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleLoginDocument } from '../../gql/graphql';
import { googleClientIdMock, openSignInModal, sessionResult } from './sign-in-test-harness';

// jsdom never loads Google's script, so the provider reports success or failure as each test decides.
const google = vi.hoisted(() => ({ scriptLoads: true }));
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider({ children, onScriptLoadSuccess, onScriptLoadError }: { children: ReactNode; onScriptLoadSuccess(): void; onScriptLoadError(): void }) {
    useEffect(() => (google.scriptLoads ? onScriptLoadSuccess() : onScriptLoadError()), [onScriptLoadSuccess, onScriptLoadError]);
    return children;
  },
  GoogleLogin({ onSuccess }: { onSuccess(response: { credential: string }): void }) {
    return (
      <button type="button" onClick={() => onSuccess({ credential: 'google-credential' })}>
        Sign in with Google
      </button>
    );
  },
}));

const googleLoginMock = (result: object) => ({
  request: { query: GoogleLoginDocument, variables: { token: 'google-credential' } },
  result,
});

describe('Google sign-in in the modal', () => {
  beforeEach(() => {
    google.scriptLoads = true;
  });

  it("says Google is unavailable when its script cannot load, instead of breaking", async () => {
    google.scriptLoads = false;
    const { dialog } = await openSignInModal({ mocks: [googleClientIdMock('client-id.apps.googleusercontent.com')] });
    expect(await within(dialog).findByText('ไม่สามารถเข้าสู่ระบบด้วย Google ได้ในขณะนี้')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Google' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByLabelText('ชื่อผู้ใช้')).toBeTruthy();
  });

  it('exchanges the Google credential for a session and closes', async () => {
    const { user, dialog } = await openSignInModal({
      mocks: [
        googleClientIdMock('client-id.apps.googleusercontent.com'),
        googleLoginMock({ data: { googleLogin: sessionResult('google-token', 'Gamer G', 'g@example.com') } }),
      ],
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('userToken')).toBe('google-token');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ name: 'Gamer G', email: 'g@example.com' });
  });

  it('shows a failed Google exchange in the modal', async () => {
    const { user, dialog } = await openSignInModal({
      language: 'en',
      mocks: [
        googleClientIdMock('client-id.apps.googleusercontent.com'),
        googleLoginMock({ errors: [new GraphQLError('Google could not confirm this sign-in', { extensions: { code: 'UNAUTHENTICATED' } })] }),
      ],
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Sign in with Google' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Google could not confirm this sign-in');
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
