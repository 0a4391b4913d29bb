import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../../components/layout/site-footer';
import { ShopSocialLinksDocument, ShopStatusDocument } from '../../gql/graphql';
import { renderInStorefront } from '../../test-support/render-in-storefront';
import SupportPage from './support-page';

/** The footer asks which ways to pay are offered and which social accounts the shop has; a shop taking PromptPay, with none, answers. */
const shopTakingPromptPay = () =>
  new ApolloClient({
    link: new MockLink([
      { request: { query: ShopStatusDocument }, result: { data: { shopStatus: { __typename: 'ShopStatus', takingOrders: true, reasons: [], paymentMethods: ['PROMPTPAY'] } } } },
      { request: { query: ShopSocialLinksDocument }, result: { data: { shopSocialLinks: [] } } },
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

  it('says where a refund goes and how to have it paid to a bank instead', () => {
    renderInStorefront(<SupportPage />);
    const refunds = screen.getByRole('region', { name: 'นโยบายการคืนเงิน' });
    expect(refunds.textContent).toContain('เข้าเครดิตในร้านของคุณ');
    expect(refunds.textContent).toContain('แจ้งทางแชทช่วยเหลือพร้อมเลขคำสั่งซื้อ');
    expect(refunds.textContent).not.toMatch(/24 ชั่วโมง/);
  });

  it('shows its heading in the current language', () => {
    renderInStorefront(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ศูนย์ช่วยเหลือ' })).toBeTruthy();
  });
});
