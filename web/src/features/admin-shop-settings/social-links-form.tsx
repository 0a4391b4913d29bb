import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { SOCIAL_NETWORK_NAMES } from '../../components/layout/social-icons';
import type { ShopSocialLinksInput, SocialNetwork } from '../../gql/graphql';
import { fieldReason } from '../../lib/api-error';
import { fill, useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { SetShopSocialLinksMutation } from './shop-settings-operations';
import { shopSettingsMessages } from './shop-settings-messages';

/** The networks in the footer's order, each with its field of the server's input. */
const NETWORKS: { network: SocialNetwork; field: keyof ShopSocialLinksInput }[] = [
  { network: 'FACEBOOK', field: 'facebook' },
  { network: 'LINE', field: 'line' },
  { network: 'YOUTUBE', field: 'youtube' },
  { network: 'TIKTOK', field: 'tiktok' },
  { network: 'DISCORD', field: 'discord' },
  { network: 'INSTAGRAM', field: 'instagram' },
  { network: 'X', field: 'x' },
];

type Values = Record<keyof ShopSocialLinksInput, string>;

function valuesOf(links: readonly { network: SocialNetwork; url: string }[]): Values {
  const urls = new Map(links.map((link) => [link.network, link.url]));
  return Object.fromEntries(NETWORKS.map(({ network, field }) => [field, urls.get(network) ?? ''])) as Values;
}

/** One address per network; saving replaces them all, and the server says which address it refused and why. */
export function SocialLinksForm({ links }: { links: readonly { network: SocialNetwork; url: string }[] }) {
  const text = useMessages(shopSettingsMessages);
  const [values, setValues] = useState(() => valuesOf(links));
  const [save, { loading, error, data }] = useMutation(SetShopSocialLinksMutation);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const input = Object.fromEntries(Object.entries(values).map(([field, url]) => [field, url.trim() || null])) as ShopSocialLinksInput;
    const result = await save({ variables: { input }, refetchQueries: ['AdminShopSettings'] }).catch(() => null);
    if (result?.data) {
      setValues(valuesOf(result.data.setShopSocialLinks));
      setSaved(true);
    }
  }

  const refusedFields = NETWORKS.filter(({ field }) => fieldReason(error, field));
  return (
    <form className="admin-card shop-settings__card" noValidate onSubmit={submit} aria-labelledby="shop-settings-social">
      <h2 id="shop-settings-social">{text.socialTitle}</h2>
      <p className="shop-settings__hint">{text.socialHint}</p>
      <div className="shop-settings__fields">
        {NETWORKS.map(({ network, field }) => {
          const refused = Boolean(fieldReason(error, field));
          const problemId = `social-${field}-problem`;
          return (
            <div key={network} className="admin-field">
              <label htmlFor={`social-${field}`}>{SOCIAL_NETWORK_NAMES[network]}</label>
              <input
                id={`social-${field}`}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…"
                maxLength={300}
                value={values[field]}
                aria-invalid={refused || undefined}
                aria-describedby={refused ? problemId : undefined}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
              {refused && (
                <span id={problemId} className="admin-error">
                  {fill(text.socialInvalid, { network: SOCIAL_NETWORK_NAMES[network] })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {refusedFields.length === 0 && <ErrorText error={error} />}
      <div className="shop-settings__actions">
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading ? text.saving : text.saveLinks}
        </button>
        {saved && data && !loading && <span className="shop-settings__saved">{text.saved}</span>}
      </div>
    </form>
  );
}
