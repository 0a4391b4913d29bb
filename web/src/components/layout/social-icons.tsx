import type { SocialNetwork } from '../../gql/graphql';

/**
 * Simplified brand glyphs drawn here (24×24, filled) so the footer loads nothing from the networks themselves. Every
 * network the server knows has its glyph and name here (a new one fails the type check until it has them).
 */
const SOCIAL_GLYPHS: Record<SocialNetwork, string> = {
  FACEBOOK: 'M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5h2.6l.6-3.5h-3.2V9a1 1 0 0 1 1-1z',
  DISCORD:
    'M6.8 6.3A15 15 0 0 1 12 5.3a15 15 0 0 1 5.2 1c1.7 2.4 2.5 5.2 2.4 8.5a13 13 0 0 1-4.6 2.4l-1-1.6c.9-.3 1.6-.7 2.2-1.2a10 10 0 0 1-8.4 0c.6.5 1.3.9 2.2 1.2l-1 1.6a13 13 0 0 1-4.6-2.4c-.1-3.3.7-6.1 2.4-8.5zM9.4 11.2a1.4 1.5 0 1 0 0 3 1.4 1.5 0 1 0 0-3zM14.6 11.2a1.4 1.5 0 1 0 0 3 1.4 1.5 0 1 0 0-3z',
  YOUTUBE: 'M2.5 8.5A3.5 3.5 0 0 1 6 5h12a3.5 3.5 0 0 1 3.5 3.5v7A3.5 3.5 0 0 1 18 19H6a3.5 3.5 0 0 1-3.5-3.5zM10 9v6l5.2-3z',
  TIKTOK: 'M13.5 3h3.2a4.3 4.3 0 0 0 4.3 4v3.2a7.4 7.4 0 0 1-4.3-1.4v6.4a6.2 6.2 0 1 1-6.2-6.2v3.3a2.9 2.9 0 1 0 3 2.9z',
  X: 'M3.5 4h5L20.5 20h-5zM18.4 4h2.2l-7 8-1.2-1.5zM5.6 20H3.4l7-8 1.2 1.5z',
  INSTAGRAM:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8a2.7 2.7 0 0 0-2.7 2.7v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 7.6a4.4 4.4 0 1 1 0 8.8 4.4 4.4 0 0 1 0-8.8zm0 1.8a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 0 0 0-5.2zM17 5.8a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
  LINE: 'M12 3.5c5 0 9 3.2 9 7.2 0 3.9-3.8 7-8.7 7.2-.5 1-2 2.6-4 3.3.6-1 .9-2.1.8-3.2C5.6 17 3 14.1 3 10.7 3 6.7 7 3.5 12 3.5zM6.6 8.6v4.9h3.2v-1.3H8v-3.6zm3.9 0v4.9h1.4V8.6zm2.3 0v4.9h1.3v-2.7l1.9 2.7h1.3V8.6h-1.3v2.7l-1.9-2.7z',
};

/** How each network is named (the same in Thai: these are their own names). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  FACEBOOK: 'Facebook',
  LINE: 'LINE',
  YOUTUBE: 'YouTube',
  TIKTOK: 'TikTok',
  DISCORD: 'Discord',
  INSTAGRAM: 'Instagram',
  X: 'X',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" fillRule="evenodd" aria-hidden="true" focusable="false">
      <path d={SOCIAL_GLYPHS[network]} />
    </svg>
  );
}
