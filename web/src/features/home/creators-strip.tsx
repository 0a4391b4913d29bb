import { fill, useMessages } from '../../lib/i18n';
import { CREATORS } from './creators';
import { homeMessages } from './home-messages';

export function CreatorsStrip() {
  const text = useMessages(homeMessages);
  return (
    <section className="home-section" aria-labelledby="home-creators-title">
      <h2 id="home-creators-title" className="home-section__title">
        {text.trustedBy}
      </h2>
      <ul className="creators-strip">
        {CREATORS.map((creator) => (
          <li key={creator.name} className="creator-card">
            <img className="creator-card__avatar" src={creator.avatarUrl} alt="" width={64} height={64} />
            <span className="creator-card__name">{creator.name}</span>
            <span className="creator-card__followers">{fill(text.followers, { count: creator.followers })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
