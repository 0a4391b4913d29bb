import { useQuery } from '@apollo/client/react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { homeMessages } from './home-messages';

export const HomeCreatorsQuery = graphql(`
  query HomeCreators {
    shopCreators {
      id
      name
      pictureUrl
      link
    }
  }
`);

/**
 * The creators staff say the shop works with, as they entered them. Nothing at all (no heading, no empty state)
 * while there are none, while the answer is on its way, or when it could not be had: no card is ever made up.
 */
export function CreatorsStrip() {
  const text = useMessages(homeMessages);
  const creators = useQuery(HomeCreatorsQuery).data?.shopCreators ?? [];
  if (creators.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-creators-title">
      <h2 id="home-creators-title" className="home-section__title">
        {text.trustedByCreators}
      </h2>
      <ul className="creators-strip">
        {creators.map((creator) => {
          const content = (
            <>
              {creator.pictureUrl ? (
                <img className="creator-card__picture" src={creator.pictureUrl} alt="" width={72} height={72} loading="lazy" onError={showPlaceholderOnError} />
              ) : (
                <span className="creator-card__picture creator-card__picture--initial" aria-hidden="true">
                  {Array.from(creator.name)[0]?.toUpperCase()}
                </span>
              )}
              <span className="creator-card__name">{creator.name}</span>
            </>
          );
          return (
            <li key={creator.id} className="creator-card">
              {creator.link ? (
                <a className="creator-card__body" href={creator.link} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <div className="creator-card__body">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
