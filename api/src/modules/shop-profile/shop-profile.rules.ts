import { z } from 'zod';
import { nameField, ownImageUrlField } from '../common/validation.js';
import { SocialNetwork } from './shop-profile.types.js';

/** Most creator cards the home page shows: one strip, two rows on a wide screen. */
export const MAX_CREATORS = 12;
const MAX_URL_LENGTH = 300;

/**
 * Where each network's pages live (the domain or any of its subdomains): a link drawn with a network's icon must
 * lead to that network, not wherever someone typed.
 */
const NETWORK_DOMAINS: Record<SocialNetwork, string[]> = {
  [SocialNetwork.FACEBOOK]: ['facebook.com', 'fb.com', 'fb.me'],
  [SocialNetwork.LINE]: ['line.me', 'lin.ee'],
  [SocialNetwork.YOUTUBE]: ['youtube.com', 'youtu.be'],
  [SocialNetwork.TIKTOK]: ['tiktok.com'],
  [SocialNetwork.DISCORD]: ['discord.gg', 'discord.com'],
  [SocialNetwork.INSTAGRAM]: ['instagram.com'],
  [SocialNetwork.X]: ['x.com', 'twitter.com'],
};

/** The input field of each network, in the footer's order. */
export const NETWORK_FIELDS = {
  facebook: SocialNetwork.FACEBOOK,
  line: SocialNetwork.LINE,
  youtube: SocialNetwork.YOUTUBE,
  tiktok: SocialNetwork.TIKTOK,
  discord: SocialNetwork.DISCORD,
  instagram: SocialNetwork.INSTAGRAM,
  x: SocialNetwork.X,
} as const;
export type NetworkField = keyof typeof NETWORK_FIELDS;

/** An https address a browser opens as written: no user name or password in it, a real host name. */
function httpsUrl(text: string): URL | undefined {
  if (text.length > MAX_URL_LENGTH || /\s/.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.') ? url : undefined;
  } catch {
    return undefined;
  }
}

const blankToNull = (raw: unknown) => (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') ? null : raw);

function socialLinkField(network: SocialNetwork) {
  const domains = NETWORK_DOMAINS[network];
  const rule = `must be an https:// address on ${domains.join(' or ')}, at most ${MAX_URL_LENGTH} characters`;
  return z.preprocess(
    blankToNull,
    z
      .string({ error: rule })
      .trim()
      .nullable()
      .refine((text) => {
        if (text === null) return true;
        const host = httpsUrl(text)?.hostname.toLowerCase();
        return host !== undefined && domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
      }, rule),
  );
}

export const socialLinksSchema = z.strictObject(
  Object.fromEntries(Object.entries(NETWORK_FIELDS).map(([field, network]) => [field, socialLinkField(network)])) as Record<NetworkField, ReturnType<typeof socialLinkField>>,
);

const LINK_RULE = `must be an https:// address, at most ${MAX_URL_LENGTH} characters`;
const creatorLinkField = z.preprocess(
  blankToNull,
  z
    .string({ error: LINK_RULE })
    .trim()
    .nullable()
    .refine((text) => text === null || httpsUrl(text) !== undefined, LINK_RULE),
);

const creatorSchema = z.strictObject({
  name: nameField.pipe(z.string().max(60, 'must be at most 60 characters')),
  pictureUrl: z.preprocess(blankToNull, ownImageUrlField.nullable()),
  link: creatorLinkField,
});

export const creatorsSchema = z.strictObject({
  creators: z.array(creatorSchema, { error: 'must be a list of creators' }).max(MAX_CREATORS, `must hold at most ${MAX_CREATORS} creators`),
});

export type CreatorFields = z.output<typeof creatorSchema>;
