import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { GoogleClientIdDocument } from '../../gql/graphql';
import { type Language, LanguageProvider } from '../../lib/i18n';
import { CustomerSessionProvider, useCustomerSession } from './session-context';
import SignInModal from './sign-in-modal';

/** Stands in for the layout: a Get Started button, and the modal only while the session says it is open. */
function Harness() {
  const { isSignInOpen, openSignIn } = useCustomerSession();
  return (
    <>
      <button type="button" onClick={openSignIn}>
        Open sign-in
      </button>
      {isSignInOpen && <SignInModal />}
    </>
  );
}

export const googleClientIdMock = (googleClientId: string | null): MockLink.MockedResponse => ({
  request: { query: GoogleClientIdDocument },
  result: { data: { googleClientId } },
});

export const sessionResult = (token: string, name: string, email: string) => ({
  __typename: 'CustomerSession',
  token,
  customer: { __typename: 'Customer', name, email, picture: null },
});

/** Renders the harness and clicks its opener; resolves once the dialog is there. */
export async function openSignInModal({
  mocks = [googleClientIdMock(null)],
  language = 'th',
}: { mocks?: MockLink.MockedResponse[]; language?: Language } = {}) {
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <LanguageProvider initial={language}>
          <CustomerSessionProvider>
            <Harness />
          </CustomerSessionProvider>
        </LanguageProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open sign-in' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog };
}

/** The text screen readers hear as an element's description (its aria-describedby targets). */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
