import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopStatusDocument } from '../../gql/graphql';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { SiteFooter } from './site-footer';

function footerWhenOffered(paymentMethods: string[]) {
  const shopStatus = { __typename: 'ShopStatus', takingOrders: paymentMethods.length > 0, reasons: paymentMethods.length > 0 ? [] : ['NO_PAYMENT_ACCOUNT'], paymentMethods };
  const client = new ApolloClient({ link: new MockLink([{ request: { query: ShopStatusDocument }, result: { data: { shopStatus } } }]), cache: new InMemoryCache() });
  renderInStorefront(<SiteFooter />, { client });
  return client;
}

describe('the footer’s ways to pay', () => {
  it('shows the logo of each way the server offers, and no card the shop does not take', async () => {
    footerWhenOffered(['PROMPTPAY']);
    const payments = await screen.findByRole('region', { name: 'ช่องทางชำระเงิน' });
    expect(screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'))).toEqual(['PromptPay']);
    expect(payments.textContent).not.toMatch(/Visa|Mastercard|JCB|American Express/);
  });

  it('shows no payment section while nothing can be paid', async () => {
    const client = footerWhenOffered([]);
    await client.query({ query: ShopStatusDocument });
    expect(screen.queryByRole('img', { name: 'PromptPay' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'ช่องทางชำระเงิน' })).toBeNull();
  });
});
