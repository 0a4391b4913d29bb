import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import '../features/customer-session/sign-in-modal.css';
import './link-page.css';

/** A page an e-mailed link opens (set a new password, confirm an address): its title on one card. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="link-page">
      <PageTitle name={title} />
      <div className="link-page__card">
        <h1 className="link-page__title">{title}</h1>
        {children}
      </div>
    </article>
  );
}

