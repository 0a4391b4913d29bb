import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { browserStorage, USER_TOKEN_KEY } from '../../lib/browser-storage';

/** The spec's browser storage key for the signed-in customer (the token's key sits with the storage helpers). */
export const USER_INFO_KEY = 'userInfo';

export interface UserInfo {
  name: string;
  email: string;
  picture?: string | null;
}

const isUserInfo = (value: unknown): value is UserInfo =>
  typeof value === 'object' && value !== null && typeof (value as UserInfo).name === 'string' && typeof (value as UserInfo).email === 'string';

interface SessionState {
  user: UserInfo | null;
  token: string | null;
  signIn(token: string, user: UserInfo): void;
  signOut(): void;
  isSignInOpen: boolean;
  openSignIn(): void;
  /** Opens the sign-in modal; once signed in, the shopper is taken to `path` (checkout asks for this). */
  openSignInThenGoTo(path: string): void;
  /** Where a sign-in from the open modal leads; null to stay on the page. */
  returnAfterSignIn: string | null;
  closeSignIn(): void;
}

const SessionContext = createContext<SessionState | null>(null);

function restoredSession(): { token: string; user: UserInfo } | null {
  const token = browserStorage.readText(USER_TOKEN_KEY);
  const user = browserStorage.read(USER_INFO_KEY, isUserInfo);
  return token && user ? { token, user } : null;
}

/** Signed out, or signed in with the token and user info kept under the spec's keys (read at start). */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(restoredSession);
  const [isSignInOpen, setSignInOpen] = useState(false);
  const [returnAfterSignIn, setReturnAfterSignIn] = useState<string | null>(null);

  const signIn = useCallback((token: string, user: UserInfo) => {
    browserStorage.write(USER_TOKEN_KEY, token);
    browserStorage.write(USER_INFO_KEY, user);
    setSession({ token, user });
    setSignInOpen(false);
    setReturnAfterSignIn(null);
  }, []);
  const signOut = useCallback(() => {
    browserStorage.remove(USER_TOKEN_KEY);
    browserStorage.remove(USER_INFO_KEY);
    setSession(null);
  }, []);

  const value = useMemo<SessionState>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      signIn,
      signOut,
      isSignInOpen,
      openSignIn: () => {
        setReturnAfterSignIn(null);
        setSignInOpen(true);
      },
      openSignInThenGoTo: (path) => {
        setReturnAfterSignIn(path);
        setSignInOpen(true);
      },
      returnAfterSignIn,
      closeSignIn: () => {
        setSignInOpen(false);
        setReturnAfterSignIn(null);
      },
    }),
    [session, signIn, signOut, isSignInOpen, returnAfterSignIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useCustomerSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useCustomerSession needs a CustomerSessionProvider');
  return state;
}
