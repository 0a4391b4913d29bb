import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { AddPackageForm } from './add-package-form';
import { catalogueMessages } from './catalogue-messages';
import { RobuxPackageRow } from './robux-package-row';
import './admin-catalogue.css';

const AdminRobuxPackagesQuery = graphql(`
  query AdminRobuxPackages {
    robuxPackages {
      id
      amount
      price
      imageUrl
    }
  }
`);

/** Manage Top Up Robux: Add New Robux Package and the packages table, smallest first. */
export default function RobuxPackagesPage() {
  const text = useMessages(catalogueMessages);
  const { data, error } = useQuery(AdminRobuxPackagesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AdminPage title={text.packagesTitle}>
      <AddPackageForm />
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label={text.loadingPackages} />
      ) : data.robuxPackages.length === 0 ? (
        <p className="catalogue-empty">{text.noPackages}</p>
      ) : (
        <TableScroller label={text.packagesLabel} className="admin-card catalogue-package-card">
          <table className="admin-table catalogue-package-table">
            <thead>
              <tr>
                <th scope="col">{text.image}</th>
                <th scope="col">{text.robuxAmount}</th>
                <th scope="col">{text.packagePrice}</th>
                <th scope="col">{text.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.robuxPackages.map((robuxPackage) => (
                <RobuxPackageRow key={robuxPackage.id} robuxPackage={robuxPackage} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </AdminPage>
  );
}
