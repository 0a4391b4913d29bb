import { BestSellers } from './best-sellers';
import { CreatorsStrip } from './creators-strip';
import { GamesGrid } from './games-grid';
import { HomeHero } from './home-hero';
import './home.css';

export default function HomePage() {
  return (
    <div className="home-page">
      <HomeHero />
      <GamesGrid />
      <CreatorsStrip />
      <BestSellers />
    </div>
  );
}
