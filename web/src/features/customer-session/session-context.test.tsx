import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_TOKEN_KEY } from '../../lib/browser-storage';
import { CustomerSessionProvider, USER_INFO_KEY, useCustomerSession } from './session-context';

function WhoIsSignedIn() {
  const { user } = useCustomerSession();
  return <p>{user ? `signed in as ${user.name}` : 'signed out'}</p>;
}

/** What the browser does in this tab when another tab of the shop writes the storage. */
function changedInAnotherTab(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
}

afterEach(() => window.localStorage.clear());

describe('the customer session', () => {
  it('follows a sign-in and a sign-out made in another tab', () => {
    render(
      <CustomerSessionProvider>
        <WhoIsSignedIn />
      </CustomerSessionProvider>,
    );
    expect(screen.getByText('signed out')).toBeTruthy();
    changedInAnotherTab(USER_INFO_KEY, JSON.stringify({ name: 'Somchai', email: 'somchai@example.com' }));
    changedInAnotherTab(USER_TOKEN_KEY, 'token-1');
    expect(screen.getByText('signed in as Somchai')).toBeTruthy();
    changedInAnotherTab(USER_TOKEN_KEY, null);
    expect(screen.getByText('signed out')).toBeTruthy();
  });
});
