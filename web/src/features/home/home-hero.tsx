import { Link } from 'react-router-dom';
import { useMessages } from '../../lib/i18n';
import { homeMessages } from './home-messages';

export function HomeHero() {
  const text = useMessages(homeMessages);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">{text.heroEyebrow}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {text.heroTitle}
        </h1>
        <p className="home-hero__text">{text.heroText}</p>
        <div className="home-hero__actions">
          <Link className="button home-hero__cta" to="/store">
            {text.shopNow}
          </Link>
          <Link className="button button--ghost home-hero__cta" to="/topuprobux">
            {text.topUpRobux}
          </Link>
        </div>
      </div>
      <img className="home-hero__image" src="/images/hero/hero-illustration.svg" alt={text.heroImage} width={480} height={360} />
    </section>
  );
}
