import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { RobuxPackageCard } from './robux-package-card';
import { topUpMessages } from './topup-messages';

export const TopUpPackagesQuery = graphql(`
  query TopUpRobuxPackages {
    robuxPackages {
      id
      amount
      price
      thumbnailUrl
      gamepassPrice
      rate
    }
  }
`);

/** The top-up packages from the server, smallest first, each addable to the cart. */
export function RobuxPackages() {
  const text = useMessages(topUpMessages);
  const { data, loading, error, refetch } = useQuery(TopUpPackagesQuery);

  if (loading && !data) {
    return (
      <p className="robux-packages__state" role="status">
        {text.loadingPackages}
      </p>
    );
  }
  if (error && !data) {
    return (
      <div className="robux-packages__state" role="alert">
        <p>{text.packagesFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {text.retry}
        </button>
      </div>
    );
  }
  const packages = data?.robuxPackages ?? [];
  if (packages.length === 0) return <p className="robux-packages__state">{text.noPackages}</p>;

  // The cart's toast confirms each add.
  return (
    <ul className="robux-packages">
      {packages.map((robuxPackage) => (
        <RobuxPackageCard key={robuxPackage.id} robuxPackage={robuxPackage} />
      ))}
    </ul>
  );
}
