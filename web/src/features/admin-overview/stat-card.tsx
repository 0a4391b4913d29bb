import { type ReactNode, useId } from 'react';

/** One headline figure of the overview, e.g. Total Revenue; `note` says what it counts where the label alone does not. */
export function StatCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  const labelId = useId();
  return (
    <section className="admin-card overview-stat" aria-labelledby={labelId}>
      <h2 id={labelId} className="overview-stat__label">
        {label}
      </h2>
      <p className="overview-stat__value">{value}</p>
      {note && <p className="overview-stat__note">{note}</p>}
    </section>
  );
}
