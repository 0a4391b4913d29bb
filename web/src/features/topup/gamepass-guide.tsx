import { useQuery } from '@apollo/client/react';
import { useId, type ComponentType } from 'react';
import { fill, useMessages } from '../../lib/i18n';
import { formatRobux } from '../../lib/robux';
import {
  CreatePassDrawing,
  OpenPassesDrawing,
  PasteLinkDrawing,
  PendingClock,
  RegionalPricingOffDrawing,
  SetPriceDrawing,
} from './gamepass-guide-drawings';
import { TopUpPackagesQuery } from './robux-packages';
import { topUpMessages } from './topup-messages';

type StepText = 'guideStepOpen' | 'guideStepCreate' | 'guideStepPrice' | 'guideStepRegional' | 'guideStepLink';

/** Roblox's own labels, in the English Creator Hub shows: what to look for on its screens, never translated. */
const STEPS: readonly { text: StepText; robloxLabels: string; Drawing: ComponentType }[] = [
  { text: 'guideStepOpen', robloxLabels: 'Creations › Monetization › Passes', Drawing: OpenPassesDrawing },
  { text: 'guideStepCreate', robloxLabels: 'Create a Pass', Drawing: CreatePassDrawing },
  { text: 'guideStepPrice', robloxLabels: 'Sales › Item for Sale', Drawing: SetPriceDrawing },
  { text: 'guideStepRegional', robloxLabels: 'Regional Pricing', Drawing: RegionalPricingOffDrawing },
  { text: 'guideStepLink', robloxLabels: 'roblox.com/game-pass/…', Drawing: PasteLinkDrawing },
];

/**
 * How the gamepass delivery works, shown before any package reaches the cart. Open from the start: a shopper who
 * skips it makes a pass at the wrong price. Its example price is the server's, for one of the packages the page lists.
 */
export function GamepassGuide() {
  const text = useMessages(topUpMessages);
  const headingId = useId();
  const { data } = useQuery(TopUpPackagesQuery);
  // A package of a thousand Robux or more makes Roblox's cut plain to see.
  const example = data?.robuxPackages.find((robuxPackage) => robuxPackage.amount >= 1000) ?? data?.robuxPackages.at(-1);

  return (
    <details className="gamepass-guide" open>
      <summary className="gamepass-guide__summary">
        <h2 id={headingId} className="gamepass-guide__heading">
          {text.guideHeading}
        </h2>
      </summary>
      <p className="gamepass-guide__intro">{text.guideIntro}</p>
      <ol className="gamepass-guide__steps" aria-labelledby={headingId}>
        {STEPS.map(({ text: key, robloxLabels, Drawing }, index) => (
          <li key={key} className="gamepass-guide__step">
            <figure className="gamepass-guide__figure">
              <Drawing />
              <figcaption className="gamepass-guide__caption">
                <strong className="gamepass-guide__number">{fill(text.guideStep, { number: index + 1 })}</strong>
                <span>{text[key]}</span>
                {key === 'guideStepPrice' && example && (
                  <span className="gamepass-guide__example">
                    {fill(text.guideExample, { robux: formatRobux(example.amount), price: formatRobux(example.gamepassPrice) })}
                  </span>
                )}
                <span className="gamepass-guide__labels" translate="no">
                  {robloxLabels}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <p className="gamepass-guide__pending">
        <PendingClock />
        <span>{text.guidePending}</span>
      </p>
    </details>
  );
}
