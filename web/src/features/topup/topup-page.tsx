import { useMessages } from '../../lib/i18n';
import { AccountsTable } from './accounts-table';
import { RobuxPackages } from './robux-packages';
import { topUpMessages } from './topup-messages';
import './topup.css';

export default function TopUpPage() {
  const text = useMessages(topUpMessages);
  return (
    <div className="topup-page">
      <header className="topup-page__header">
        <h1 className="topup-page__title">{text.title}</h1>
        <p className="topup-page__subtitle">{text.subtitle}</p>
      </header>
      <RobuxPackages />
      <AccountsTable />
    </div>
  );
}
