import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { useMessages } from '../../lib/i18n';
import { supportMessages } from './info-pages-messages';
import './info-pages.css';

type FaqKey = 'Delivery' | 'Safety' | 'Checkout' | 'Price';
const FAQ: FaqKey[] = ['Delivery', 'Safety', 'Checkout', 'Price'];

// The footer's contact and legal links point at these sections. The refund policy says what a refund does (the
// wallet), how money goes back to a bank instead, how long that takes, and what cannot be refunded.
const POLICIES = [
  { id: 'terms', title: 'termsTitle', paragraphs: ['termsText'] },
  { id: 'privacy', title: 'privacyTitle', paragraphs: ['privacyText'] },
  { id: 'refunds', title: 'refundsTitle', paragraphs: ['refundsWallet', 'refundsBank', 'refundsTime', 'refundsUnmatched', 'refundsNotRefundable'] },
] as const;

export default function SupportPage() {
  const text = useMessages(supportMessages);
  useScrollToHash();
  return (
    <article className="info-page">
      <PageTitle name={text.title} />
      <header className="info-page__hero">
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
        <Link to="/tutorial" className="button button--ghost">
          {text.tutorialLink}
        </Link>
      </header>
      <section id="contact" className="info-page__card" aria-labelledby="support-contact">
        <h2 id="support-contact">{text.contactTitle}</h2>
        <p>{text.contactChat}</p>
        <p>{text.contactHours}</p>
      </section>
      <section className="info-page__card" aria-labelledby="support-faq">
        <h2 id="support-faq">{text.faqTitle}</h2>
        {FAQ.map((key) => (
          <details key={key} className="info-page__faq">
            <summary>{text[`faq${key}Question`]}</summary>
            <p>{text[`faq${key}Answer`]}</p>
          </details>
        ))}
      </section>
      {POLICIES.map(({ id, title, paragraphs }) => (
        <section key={id} id={id} className="info-page__card" aria-labelledby={`support-${id}`}>
          <h2 id={`support-${id}`}>{text[title]}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{text[paragraph]}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** Links such as /support#terms land on their section once this lazily loaded page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
