import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { browserStorage, storedKeyReaders, USER_TOKEN_KEY } from '../../lib/browser-storage';

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

interface StoredSession {
  token: string;
  user: UserInfo;
}

/**
 * The session kept under the spec's keys, as a store React reads: the same object while the stored values stay
 * the same, and every reader told when this page (or another tab) signs in or out.
 */
const storedSession = (() => {
  const readers = storedKeyReaders([USER_TOKEN_KEY, USER_INFO_KEY]);
  let read: { token: string | null; userText: string | null; session: StoredSession | null } | undefined;
  return {
    get(): StoredSession | null {
      const token = browserStorage.readText(USER_TOKEN_KEY);
      const userText = browserStorage.readText(USER_INFO_KEY);
      if (read?.token !== token || read.userText !== userText) {
        const user = browserStorage.read(USER_INFO_KEY, isUserInfo);
        read = { token, userText, session: token && user ? { token, user } : null };
      }
      return read.session;
    },
    set(session: StoredSession | null) {
      if (session) {
        browserStorage.write(USER_TOKEN_KEY, session.token);
        browserStorage.write(USER_INFO_KEY, session.user);
      } else {
        browserStorage.remove(USER_TOKEN_KEY);
        browserStorage.remove(USER_INFO_KEY);
      }
      readers.notify();
    },
    subscribe: readers.subscribe,
  };
})();

// A page rendered on the server is the signed-out one (the same HTML for everyone): the browser shows the stored
// session once the page has hydrated.
const signedOutOnServer = () => null;

/** Signed out, or signed in with the token and user info kept under the spec's keys. */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(storedSession.subscribe, storedSession.get, signedOutOnServer);
  const [isSignInOpen, setSignInOpen] = useState(false);
  const [returnAfterSignIn, setReturnAfterSignIn] = useState<string | null>(null);

  const signIn = useCallback((token: string, user: UserInfo) => {
    storedSession.set({ token, user });
    setSignInOpen(false);
    setReturnAfterSignIn(null);
  }, []);
  const signOut = useCallback(() => storedSession.set(null), []);

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
