import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ShopStatusQuery } from '../../features/shop-status/shop-status-notice';
import { graphql } from '../../gql';
import type { OfferedPaymentMethod } from '../../gql/graphql';
import { fill, useMessages } from '../../lib/i18n';
import { layoutMessages } from './layout-messages';
import promptpay from './payment-logos/promptpay.svg?raw';
import { SOCIAL_NETWORK_NAMES, SocialIcon } from './social-icons';

/** The shop's own accounts, as staff set them; a network without one is not in the list. */
export const ShopSocialLinksQuery = graphql(`
  query ShopSocialLinks {
    shopSocialLinks {
      network
      url
    }
  }
`);

// In the page rather than <img> files: an SVG image is a whole document the main thread parses, lays out and
// paints (~20 ms each on a slow phone), and the footer comes into view as the store's grid changes.
// Every way to pay the server can offer has its logo here (a new one fails the type check until it has one).
const PAYMENT_LOGOS: Record<OfferedPaymentMethod, { svg: string; name: string }> = {
  PROMPTPAY: { svg: promptpay, name: 'PromptPay' },
};

export function SiteFooter() {
  const text = useMessages(layoutMessages);
  // The server says which ways to pay it offers now; none are shown until it has said, or when it offers none.
  const offered = useQuery(ShopStatusQuery).data?.shopStatus.paymentMethods ?? [];
  // Only the accounts the shop really has: none set, no "follow us" at all.
  const socialLinks = useQuery(ShopSocialLinksQuery).data?.shopSocialLinks ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand">
          <Link to="/" className="site-footer__logo">
            <img src="/images/brand/logo.svg" alt="" width="32" height="32" />
            {text.productName}
          </Link>
          <p>{text.footerTagline}</p>
          {socialLinks.length > 0 && (
            <>
              <h2 id="footer-social" className="site-footer__heading">
                {text.followUs}
              </h2>
              <ul className="site-footer__social">
                {socialLinks.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={SOCIAL_NETWORK_NAMES[network]} title={SOCIAL_NETWORK_NAMES[network]}>
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {text.helpLinks}
          </h2>
          <ul className="site-footer__links">
            <li><Link to="/support">{text.helpCenter}</Link></li>
            <li><Link to="/tutorial">{text.howToBuy}</Link></li>
            <li><Link to="/support#contact">{text.contactUs}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {text.legalLinks}
          </h2>
          <ul className="site-footer__links">
            <li><Link to="/support#terms">{text.terms}</Link></li>
            <li><Link to="/support#privacy">{text.privacy}</Link></li>
            <li><Link to="/support#refunds">{text.refunds}</Link></li>
          </ul>
        </nav>
        {offered.length > 0 && (
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className="site-footer__heading">
              {text.weAccept}
            </h2>
            <ul className="site-footer__payments">
              {offered.map((method) => (
                <li key={method}>
                  {/* Our own files, bundled at build time. */}
                  <span className="site-footer__payment" role="img" aria-label={PAYMENT_LOGOS[method].name} dangerouslySetInnerHTML={{ __html: PAYMENT_LOGOS[method].svg }} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__copyright">{fill(text.copyright, { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
