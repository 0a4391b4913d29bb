import { useQuery } from '@apollo/client/react';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';
import { AdminPage } from '../admin-shell/ui/admin-page';
import { ErrorText } from '../admin-shell/ui/error-text';
import { TableScroller } from '../admin-shell/ui/table-scroller';
import { AddPackageForm } from './add-package-form';
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
  const { data, error } = useQuery(AdminRobuxPackagesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AdminPage title="Manage Top Up Robux">
      <AddPackageForm />
      <ErrorText error={error} />
      {!data ? (
        !error && <PageSpinner label="Loading packages..." />
      ) : data.robuxPackages.length === 0 ? (
        <p className="catalogue-empty">No packages yet.</p>
      ) : (
        <TableScroller label="Robux packages" className="admin-card catalogue-package-card">
          <table className="admin-table catalogue-package-table">
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Robux Amount</th>
                <th scope="col">Price</th>
                <th scope="col">Actions</th>
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
