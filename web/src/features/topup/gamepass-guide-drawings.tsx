import type { ReactNode } from 'react';

/**
 * Small line drawings of Roblox's Creator Hub for the gamepass guide: shapes only, coloured from the theme
 * (topup.css), so they weigh a few hundred bytes each and say nothing the caption beside them does not.
 */
function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg className="guide-drawing" viewBox="0 0 120 72" width="120" height="72" aria-hidden="true" focusable="false">
      <rect className="guide-drawing__frame" x="1" y="1" width="118" height="70" rx="6" />
      <path className="guide-drawing__rule" d="M1 12h118" />
      <circle className="guide-drawing__dot" cx="8" cy="6.5" r="1.8" />
      <circle className="guide-drawing__dot" cx="14" cy="6.5" r="1.8" />
      <circle className="guide-drawing__dot" cx="20" cy="6.5" r="1.8" />
      {children}
    </svg>
  );
}

/** The experience's menu with Passes picked, beside its pass tiles. */
export function OpenPassesDrawing() {
  return (
    <Drawing>
      <rect className="guide-drawing__line" x="7" y="19" width="26" height="4" rx="2" />
      <rect className="guide-drawing__line" x="7" y="28" width="22" height="4" rx="2" />
      <rect className="guide-drawing__mark" x="4" y="36" width="33" height="10" rx="3" />
      <rect className="guide-drawing__accent" x="7" y="39" width="20" height="4" rx="2" />
      <rect className="guide-drawing__line" x="7" y="51" width="24" height="4" rx="2" />
      <rect className="guide-drawing__tile" x="45" y="19" width="30" height="30" rx="4" />
      <rect className="guide-drawing__tile" x="82" y="19" width="30" height="30" rx="4" />
      <rect className="guide-drawing__line" x="45" y="54" width="24" height="4" rx="2" />
      <rect className="guide-drawing__line" x="82" y="54" width="20" height="4" rx="2" />
    </Drawing>
  );
}

/** A new pass: its round icon, a name field and the create button. */
export function CreatePassDrawing() {
  return (
    <Drawing>
      <circle className="guide-drawing__tile" cx="27" cy="40" r="17" />
      <path className="guide-drawing__stroke" d="M27 33v14M20 40h14" />
      <rect className="guide-drawing__field" x="52" y="24" width="58" height="11" rx="3" />
      <rect className="guide-drawing__line" x="56" y="28" width="28" height="3" rx="1.5" />
      <rect className="guide-drawing__accent" x="68" y="46" width="42" height="13" rx="4" />
      <rect className="guide-drawing__mark" x="65" y="43" width="48" height="19" rx="6" />
    </Drawing>
  );
}

/** "For sale" switched on and the price field picked out. */
export function SetPriceDrawing() {
  return (
    <Drawing>
      <rect className="guide-drawing__line" x="9" y="21" width="36" height="4" rx="2" />
      <rect className="guide-drawing__accent" x="88" y="18" width="22" height="11" rx="5.5" />
      <circle className="guide-drawing__knob" cx="104.5" cy="23.5" r="4" />
      <rect className="guide-drawing__field" x="9" y="39" width="101" height="20" rx="4" />
      <path className="guide-drawing__stroke" d="M22 43l6 3.5v7l-6 3.5-6-3.5v-7z" />
      <rect className="guide-drawing__accent" x="36" y="46" width="34" height="6" rx="3" />
      <rect className="guide-drawing__mark" x="6" y="36" width="107" height="26" rx="6" />
    </Drawing>
  );
}

/** A globe beside its switch, turned off. */
export function RegionalPricingOffDrawing() {
  return (
    <Drawing>
      <circle className="guide-drawing__stroke" cx="32" cy="42" r="17" />
      <path className="guide-drawing__stroke" d="M15 42h34M32 25c-8 9-8 25 0 34M32 25c8 9 8 25 0 34" />
      <rect className="guide-drawing__off" x="68" y="35" width="34" height="15" rx="7.5" />
      <circle className="guide-drawing__knob" cx="76" cy="42.5" r="5" />
      <rect className="guide-drawing__mark" x="64" y="31" width="42" height="23" rx="10" />
    </Drawing>
  );
}

/** The pass's link going into the checkout field. */
export function PasteLinkDrawing() {
  return (
    <Drawing>
      <path className="guide-drawing__stroke" d="M14 30h10a6 6 0 0 1 0 12h-10a6 6 0 0 1 0-12zM20 36h14M30 30h10a6 6 0 0 1 0 12h-10" />
      <path className="guide-drawing__stroke" d="M56 36h14m-5-5l5 5-5 5" />
      <rect className="guide-drawing__field" x="78" y="27" width="34" height="18" rx="3" />
      <rect className="guide-drawing__accent" x="82" y="34" width="20" height="4" rx="2" />
      <rect className="guide-drawing__mark" x="75" y="24" width="40" height="24" rx="5" />
      <rect className="guide-drawing__line" x="9" y="55" width="100" height="4" rx="2" />
    </Drawing>
  );
}

/** A clock: Robux wait as pending. */
export function PendingClock() {
  return (
    <svg className="guide-clock" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 6v6l4 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
