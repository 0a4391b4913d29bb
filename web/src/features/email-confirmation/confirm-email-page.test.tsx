import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../lib/i18n';
import { ConfirmEmailMutation } from '../customer-session/email-confirmation-operations';
import { CustomerSessionProvider, useCustomerSession } from '../customer-session/session-context';
import ConfirmEmailPage from './confirm-email-page';

const refusedWith = (code: string): MockLink.MockedResponse => ({
  request: { query: ConfirmEmailMutation, variables: { token: 'the-token' } },
  result: { errors: [new GraphQLError('refused', { extensions: { code } })] },
});

function SignInOpen() {
  return useCustomerSession().isSignInOpen ? <p>sign-in open</p> : null;
}

function renderPage(mock: MockLink.MockedResponse) {
  render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={['/confirm-email?token=the-token']}>
        <LanguageProvider initial="en">
          <CustomerSessionProvider>
            <ConfirmEmailPage />
            <SignInOpen />
          </CustomerSessionProvider>
        </LanguageProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ConfirmEmailPage', () => {
  it('a link whose username someone else took meanwhile (CONFLICT) asks to sign up again with another username, and opens the sign-up', async () => {
    renderPage(refusedWith('CONFLICT'));
    expect((await screen.findByText(/sign up again with another username/)).textContent).toMatch(/Someone else took the username you chose/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up again' }));
    expect(screen.getByText('sign-in open')).toBeDefined();
  });

  it('a used or expired link (LINK_EXPIRED) still offers a new link', async () => {
    renderPage(refusedWith('LINK_EXPIRED'));
    expect(await screen.findByText(/This link no longer works/)).toBeDefined();
    expect(screen.queryByText(/sign up again with another username/)).toBeNull();
  });
});
