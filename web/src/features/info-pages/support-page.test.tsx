import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../components/layout/site-footer';
import { ShopStatusDocument } from '../../gql/graphql';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import SupportPage from './support-page';

/** The footer asks which ways to pay are offered; a shop taking PromptPay answers. */
const shopTakingPromptPay = () =>
  new ApolloClient({
    link: new MockLink([
      { request: { query: ShopStatusDocument }, result: { data: { shopStatus: { __typename: 'ShopStatus', takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] } } } },
    ]),
    cache: new InMemoryCache(),
  });

describe('support page', () => {
  it('has a section for every /support#… link of the footer, so none of them goes nowhere', () => {
    const { container } = renderInStorefront(
      <>
        <SupportPage />
        <SiteFooter />
      </>,
      { client: shopTakingPromptPay() },
    );
    const hashes = [...container.querySelectorAll<HTMLAnchorElement>('footer a[href^="/support#"]')].map((link) => link.getAttribute('href')!.split('#')[1]!);
    expect(hashes).toEqual(['contact', 'terms', 'privacy', 'refunds']);
    for (const id of hashes) expect(container.querySelector(`article #${id}`)).not.toBeNull();
  });

  it('shows its heading in the current language', () => {
    renderInStorefront(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ศูนย์ช่วยเหลือ' })).toBeTruthy();
  });
});
