/** The static "Trusted by" strip: invented creators with avatars drawn for this site. */
export interface Creator {
  name: string;
  avatarUrl: string;
  followers: string;
}

export const CREATORS: readonly Creator[] = [
  { name: 'PixelNinja', avatarUrl: '/images/creators/pixel-ninja.svg', followers: '1.2M' },
  { name: 'BloxQueen', avatarUrl: '/images/creators/blox-queen.svg', followers: '864K' },
  { name: 'CaptainRobux', avatarUrl: '/images/creators/captain-robux.svg', followers: '2.1M' },
  { name: 'MangoPlays', avatarUrl: '/images/creators/mango-plays.svg', followers: '530K' },
  { name: 'NeonBuilder', avatarUrl: '/images/creators/neon-builder.svg', followers: '318K' },
];
