import { useId } from 'react';

/** One headline figure of the overview, e.g. Total Revenue. */
export function StatCard({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <section className="admin-card overview-stat" aria-labelledby={labelId}>
      <h2 id={labelId} className="overview-stat__label">
        {label}
      </h2>
      <p className="overview-stat__value">{value}</p>
    </section>
  );
}
