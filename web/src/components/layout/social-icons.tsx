/** Simplified brand glyphs drawn here (24×24, filled) so the footer loads nothing from the networks themselves. */
const SOCIAL_GLYPHS = {
  facebook: 'M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5h2.6l.6-3.5h-3.2V9a1 1 0 0 1 1-1z',
  discord:
    'M6.8 6.3A15 15 0 0 1 12 5.3a15 15 0 0 1 5.2 1c1.7 2.4 2.5 5.2 2.4 8.5a13 13 0 0 1-4.6 2.4l-1-1.6c.9-.3 1.6-.7 2.2-1.2a10 10 0 0 1-8.4 0c.6.5 1.3.9 2.2 1.2l-1 1.6a13 13 0 0 1-4.6-2.4c-.1-3.3.7-6.1 2.4-8.5zM9.4 11.2a1.4 1.5 0 1 0 0 3 1.4 1.5 0 1 0 0-3zM14.6 11.2a1.4 1.5 0 1 0 0 3 1.4 1.5 0 1 0 0-3z',
  youtube: 'M2.5 8.5A3.5 3.5 0 0 1 6 5h12a3.5 3.5 0 0 1 3.5 3.5v7A3.5 3.5 0 0 1 18 19H6a3.5 3.5 0 0 1-3.5-3.5zM10 9v6l5.2-3z',
  tiktok: 'M13.5 3h3.2a4.3 4.3 0 0 0 4.3 4v3.2a7.4 7.4 0 0 1-4.3-1.4v6.4a6.2 6.2 0 1 1-6.2-6.2v3.3a2.9 2.9 0 1 0 3 2.9z',
  x: 'M3.5 4h5L20.5 20h-5zM18.4 4h2.2l-7 8-1.2-1.5zM5.6 20H3.4l7-8 1.2 1.5z',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_GLYPHS;

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" fillRule="evenodd" aria-hidden="true" focusable="false">
      <path d={SOCIAL_GLYPHS[network]} />
    </svg>
  );
}
