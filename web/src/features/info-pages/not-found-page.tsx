import { Link } from 'react-router-dom';
import { useNotFoundStatus } from '../../app/server-render-context';
import { PageTitle } from '../../components/page-title';
import { useMessages } from '../../lib/i18n';
import { notFoundMessages } from './info-pages-messages';
import './info-pages.css';

export default function NotFoundPage() {
  const text = useMessages(notFoundMessages);
  useNotFoundStatus();
  return (
    <article className="info-page info-page--centered">
      <PageTitle name={text.title} />
      <p className="info-page__code" aria-hidden="true">
        404
      </p>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <div className="info-page__actions">
        <Link to="/" className="button">
          {text.home}
        </Link>
        <Link to="/store" className="button button--ghost">
          {text.store}
        </Link>
      </div>
    </article>
  );
}
