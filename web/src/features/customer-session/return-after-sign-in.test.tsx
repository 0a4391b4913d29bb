import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CustomerLoginDocument } from '../../gql/graphql';
import { LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider, useCustomerSession } from './session-context';
import { googleClientIdMock, sessionResult } from './sign-in-test-harness';
import SignInModal from './sign-in-modal';

/** A page with the two ways in: plain Get Started, and Checkout's "sign in, then go to /checkout". */
function Page() {
  const { pathname } = useLocation();
  const { isSignInOpen, openSignIn, openSignInThenGoTo } = useCustomerSession();
  return (
    <>
      <p aria-label="path">{pathname}</p>
      <button type="button" onClick={openSignIn}>
        Get Started
      </button>
      <button type="button" onClick={() => openSignInThenGoTo('/checkout')}>
        Checkout
      </button>
      {isSignInOpen && <SignInModal />}
    </>
  );
}

const loginMock = {
  request: { query: CustomerLoginDocument, variables: { identifier: 'gamer', password: 'longenough1' } },
  result: { data: { customerLogin: sessionResult('token-123', 'Gamer', 'gamer@example.com') } },
};

function renderPage() {
  render(
    <MockedProvider mocks={[googleClientIdMock(null), loginMock]}>
      <LanguageProvider initial="en">
        <CustomerSessionProvider>
          <MemoryRouter initialEntries={['/store']}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </MemoryRouter>
        </CustomerSessionProvider>
      </LanguageProvider>
    </MockedProvider>,
  );
  return userEvent.setup();
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await user.type(within(dialog).getByLabelText('Username/Email'), 'gamer');
  await user.type(within(dialog).getByLabelText('Password'), 'longenough1');
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('signing in on the way to checkout', () => {
  it('goes on to /checkout once the sign-in succeeds', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await logIn(user);
    expect(screen.getByLabelText('path').textContent).toBe('/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('userToken')).toBe('token-123');
  });

  it('stays on the page after a plain Get Started sign-in', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await logIn(user);
    expect(screen.getByLabelText('path').textContent).toBe('/store');
  });

  it('forgets the destination when the modal is closed without signing in', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await logIn(user);
    expect(screen.getByLabelText('path').textContent).toBe('/store');
  });
});
