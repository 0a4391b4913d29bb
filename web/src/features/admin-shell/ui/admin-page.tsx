import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Frame of every dashboard screen: its title, optional actions on the right, then the content. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <header className="admin-page__header">
        <h1 id="admin-page-title">{title}</h1>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
