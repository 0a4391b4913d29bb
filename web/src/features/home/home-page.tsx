import { PageTitle } from '../../components/page-title';
import { useMessages } from '../../lib/i18n';
import { BestSellers } from './best-sellers';
import { CreatorsStrip } from './creators-strip';
import { GamesGrid } from './games-grid';
import { HomeHero } from './home-hero';
import { homeMessages } from './home-messages';
import './home.css';

export default function HomePage() {
  const text = useMessages(homeMessages);
  return (
    <div className="home-page">
      <PageTitle name={text.pageTitle} />
      <HomeHero />
      <GamesGrid />
      <CreatorsStrip />
      <BestSellers />
    </div>
  );
}
