import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopSocialLinksDocument, ShopStatusDocument, type SocialNetwork } from '../../gql/graphql';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import { SiteFooter } from './site-footer';

type Link = { network: SocialNetwork; url: string };

function footerWhenOffered(paymentMethods: string[], socialLinks: Link[] = []) {
  const shopStatus = { __typename: 'ShopStatus', takingOrders: paymentMethods.length > 0, reasons: paymentMethods.length > 0 ? [] : ['NO_PAYMENT_ACCOUNT'], paymentMethods };
  const shopSocialLinks = socialLinks.map((link) => ({ __typename: 'ShopSocialLink', ...link }));
  const client = new ApolloClient({
    link: new MockLink([
      { request: { query: ShopStatusDocument }, result: { data: { shopStatus } } },
      { request: { query: ShopSocialLinksDocument }, result: { data: { shopSocialLinks } } },
    ]),
    cache: new InMemoryCache(),
  });
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

describe('the footer’s social links', () => {
  it('shows only the accounts staff set, in the order the server gives, each opening the address set', async () => {
    footerWhenOffered(['PROMPTPAY'], [
      { network: 'FACEBOOK', url: 'https://www.facebook.com/robuxshop' },
      { network: 'LINE', url: 'https://lin.ee/abc123' },
    ]);
    expect(await screen.findByRole('heading', { name: 'ติดตามเรา' })).toBeTruthy();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://www.facebook.com/robuxshop'],
      ['LINE', 'https://lin.ee/abc123'],
    ]);
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
  });

  it('shows no social block at all while the shop has set none', async () => {
    const client = footerWhenOffered(['PROMPTPAY'], []);
    await client.query({ query: ShopSocialLinksDocument });
    await screen.findByRole('region', { name: 'ช่องทางชำระเงิน' });
    expect(screen.queryByRole('heading', { name: 'ติดตามเรา' })).toBeNull();
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('target') === '_blank')).toEqual([]);
  });
});
