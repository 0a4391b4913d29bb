import { useId } from 'react';
import { PageTitle } from '../../components/page-title';
import { useMessages } from '../../lib/i18n';
import { AccountsTable } from './accounts-table';
import { GamepassGuide } from './gamepass-guide';
import { RobuxPackages } from './robux-packages';
import { topUpMessages } from './topup-messages';
import './topup.css';

export default function TopUpPage() {
  const text = useMessages(topUpMessages);
  const packagesHeadingId = useId();
  return (
    <div className="topup-page">
      <PageTitle name={text.title} />
      <header className="topup-page__header">
        <h1 className="topup-page__title">{text.title}</h1>
        <p className="topup-page__subtitle">{text.subtitle}</p>
      </header>
      <GamepassGuide />
      {/* The cards' h3s need an h2 above them; the page's look has no such title, so it is for screen readers. */}
      <section aria-labelledby={packagesHeadingId}>
        <h2 id={packagesHeadingId} className="visually-hidden">
          {text.packagesHeading}
        </h2>
        <RobuxPackages />
      </section>
      <AccountsTable />
    </div>
  );
}
