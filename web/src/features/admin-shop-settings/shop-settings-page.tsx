import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { CreatorsForm } from './creators-form';
import { AdminShopSettingsQuery } from './shop-settings-operations';
import { shopSettingsMessages } from './shop-settings-messages';
import { SocialLinksForm } from './social-links-form';
import './shop-settings.css';

/** Shop settings: what the storefront shows about the shop itself, as staff who keep the catalogue set it. */
export default function ShopSettingsPage() {
  const text = useMessages(shopSettingsMessages);
  const { data, error } = useQuery(AdminShopSettingsQuery, { fetchPolicy: 'network-only' });
  return (
    <AdminPage title={text.title}>
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label={text.loading} />
      ) : (
        <div className="shop-settings">
          <SocialLinksForm links={data.shopSocialLinks} />
          <CreatorsForm creators={data.shopCreators} />
        </div>
      )}
    </AdminPage>
  );
}
