import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { useMessages } from '../../lib/i18n';
import { tutorialMessages } from './info-pages-messages';
import './info-pages.css';

type TutorialText = keyof (typeof tutorialMessages)['en'];

const GUIDES: { title: TutorialText; steps: TutorialText[]; link?: { to: string; label: TutorialText } }[] = [
  { title: 'itemsTitle', steps: ['itemsStep1', 'itemsStep2', 'itemsStep3'], link: { to: '/store', label: 'goToStore' } },
  { title: 'robuxTitle', steps: ['robuxStep1', 'robuxStep2'], link: { to: '/topuprobux', label: 'goToTopUp' } },
  { title: 'cartTitle', steps: ['cartStep1', 'cartStep2'] },
  { title: 'accountTitle', steps: ['accountStep1'] },
];

export default function TutorialPage() {
  const text = useMessages(tutorialMessages);
  return (
    <article className="info-page">
      <PageTitle name={text.title} />
      <header className="info-page__hero">
        <h1>{text.title}</h1>
        <p>{text.intro}</p>
      </header>
      <div className="info-page__guides">
        {GUIDES.map((guide, index) => (
          <section key={guide.title} className="info-page__card" aria-labelledby={`tutorial-${guide.title}`}>
            <h2 id={`tutorial-${guide.title}`}>
              <span className="info-page__number" aria-hidden="true">
                {index + 1}
              </span>
              {text[guide.title]}
            </h2>
            <ol className="info-page__steps">
              {guide.steps.map((step) => (
                <li key={step}>{text[step]}</li>
              ))}
            </ol>
            {guide.link && (
              <Link to={guide.link.to} className="button">
                {text[guide.link.label]}
              </Link>
            )}
          </section>
        ))}
      </div>
      <p className="info-page__more">
        <Link to="/support">{text.needHelp}</Link>
      </p>
    </article>
  );
}
