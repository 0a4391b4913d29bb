import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useCallback, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { EmailAddress } from '../../components/email-address';
import { PageTitle } from '../../components/page-title';
import { SignInToSee } from '../../components/sign-in-to-see';
import { StatusToast, type ToastMessage } from '../../components/status-toast';
import type { MailLanguage } from '../../gql/graphql';
import { errorCode } from '../../lib/api-error';
import { asShopper } from '../../lib/apollo-client';
import { useMessages } from '../../lib/i18n';
import { useCustomerSession } from '../customer-session/session-context';
import { accountMessages } from './account-messages';
import { MyMailSettingsQuery, UpdateMailSettingsMutation } from './account-operations';
import './account.css';

/** /account/email: the language of the signed-in shopper's e-mails, and whether they get the optional ones. */
export default function EmailSettingsPage() {
  const t = useMessages(accountMessages);
  const { token } = useCustomerSession();
  return (
    <>
      <PageTitle name={t.title} />
      {token ? <EmailSettings key={token} token={token} /> : <SignInToSee title={t.signInTitle} text={t.signInText} />}
    </>
  );
}

function EmailSettings({ token }: { token: string }) {
  const t = useMessages(accountMessages);
  const { data, loading, error, refetch } = useQuery(MyMailSettingsQuery, { context: asShopper(token), fetchPolicy: 'network-only' });
  const me = data?.customerMe;
  if (!me && errorCode(error) === 'UNAUTHENTICATED') return <SignInToSee title={t.signInTitle} text={t.signInText} sessionEnded />;
  return (
    <div className="account-page">
      <h1>{t.title}</h1>
      {me ? (
        <SettingsForm token={token} email={me.email} saved={{ language: me.language, orderUpdateMails: me.orderUpdateMails }} />
      ) : loading ? (
        <PageSpinner label={t.loading} />
      ) : (
        <section className="account-card" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            {t.retry}
          </button>
        </section>
      )}
    </div>
  );
}

interface MailSettings {
  language: MailLanguage;
  orderUpdateMails: boolean;
}

function SettingsForm({ token, email, saved }: { token: string; email: string; saved: MailSettings }) {
  const t = useMessages(accountMessages);
  const [settings, setSettings] = useState(saved);
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateMailSettingsMutation, { context: asShopper(token) });
  const clearMessage = useCallback(() => setMessage(null), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await update({ variables: { input: settings } });
      setMessage({ id: Date.now(), text: t.saved, tone: 'done' });
    } catch {
      setMessage({ id: Date.now(), text: t.saveFailed, tone: 'limited' });
    }
  }

  const languages: [MailLanguage, string][] = [
    ['TH', t.thai],
    ['EN', t.english],
  ];
  return (
    <form className="account-card" onSubmit={save}>
      <p>
        {t.intro} <EmailAddress email={email} />
      </p>
      <fieldset>
        <legend>{t.language}</legend>
        {languages.map(([language, label]) => (
          <label key={language} className="account-choice">
            <input type="radio" name="language" value={language} checked={settings.language === language} onChange={() => setSettings({ ...settings, language })} />
            <span lang={language.toLowerCase()}>{label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.updatesLegend}</legend>
        <label className="account-choice">
          <input type="checkbox" checked={settings.orderUpdateMails} onChange={(event) => setSettings({ ...settings, orderUpdateMails: event.target.checked })} />
          <span>{t.updates}</span>
        </label>
        <p className="account-card__note">{t.essential}</p>
      </fieldset>
      <button type="submit" className="button" disabled={saving}>
        {saving ? t.saving : t.save}
      </button>
      <StatusToast message={message} onDone={clearMessage} />
    </form>
  );
}
