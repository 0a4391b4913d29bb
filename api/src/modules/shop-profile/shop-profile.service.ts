import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditTrail } from '../audit/audit-trail.js';
import { Permission } from '../auth/permissions.js';
import type { RequestAuth } from '../auth/request-auth.js';
import type { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { ValidationError } from '../common/errors.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { type ImageStorage, UPLOADS_PUBLIC_PATH } from '../uploads/image-storage.js';
import { removeImageIfUnused } from '../uploads/image-url.js';
import { type CreatorFields, creatorsSchema, NETWORK_FIELDS, type NetworkField, socialLinksSchema } from './shop-profile.rules.js';
import { type ShopCreator, type ShopSocialLink, SocialNetwork } from './shop-profile.types.js';

const FOOTER_ORDER = Object.values(SocialNetwork);

export type SocialLinksFields = Record<NetworkField, string | null>;

interface CreatorRow {
  id: number;
  name: string;
  picture_url: string | null;
  link_url: string | null;
}

/**
 * What the storefront says about the shop itself: its social accounts (footer) and the creators it works with (home
 * page). Anyone reads them; staff who keep the catalogue set them, each save replacing the whole set. Every page
 * rendered on the server shows them, so saves go through the catalogue cache's transaction, which forgets the kept
 * pages on every instance.
 */
export class ShopProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
    private readonly storage: ImageStorage,
    private readonly catalogue: CatalogueCache,
  ) {}

  /** The links set, in the footer's order; an unset network is not in the list. */
  async socialLinks(em: EntityManager = this.em): Promise<ShopSocialLink[]> {
    const rows = await em.execute<ShopSocialLink[]>('select network, url from shop_social_link');
    return rows.sort((a, b) => FOOTER_ORDER.indexOf(a.network) - FOOTER_ORDER.indexOf(b.network));
  }

  async creators(em: EntityManager = this.em): Promise<ShopCreator[]> {
    const rows = await em.execute<CreatorRow[]>('select id, name, picture_url, link_url from shop_creator order by position');
    return rows.map((row) => ({ id: row.id, name: row.name, pictureUrl: row.picture_url, link: row.link_url }));
  }

  /** Replaces every link: a network left out or blank has none afterwards. */
  async setSocialLinks(input: Untrusted<SocialLinksFields>): Promise<ShopSocialLink[]> {
    await this.auth.authorize(Permission.MANAGE_CATALOGUE);
    const fields = parseInput(socialLinksSchema, input);
    return this.catalogue.transactional(this.em, async (tx) => {
      // Saves one after another, so each audit entry's "before" is what the save really replaced.
      await tx.execute('lock table shop_social_link in share row exclusive mode');
      const before = await this.socialLinks(tx);
      await tx.execute('delete from shop_social_link');
      for (const [field, network] of Object.entries(NETWORK_FIELDS) as [NetworkField, SocialNetwork][]) {
        const url = fields[field];
        if (url !== null) await tx.execute('insert into shop_social_link (network, url) values (?, ?)', [network, url]);
      }
      const after = await this.socialLinks(tx);
      await this.audit.record(tx, { action: 'update', entityType: 'ShopSocialLinks', before: byNetwork(before), after: byNetwork(after) });
      return after;
    });
  }

  /** Replaces the creator cards with `creators`, in that order; an empty list hides the strip. */
  async setCreators(input: Untrusted<{ creators: CreatorFields[] }>): Promise<ShopCreator[]> {
    await this.auth.authorize(Permission.MANAGE_CATALOGUE);
    const { creators } = parseInput(creatorsSchema, input);
    await this.assertPicturesUploaded(creators);
    const { before, after } = await this.catalogue.transactional(this.em, async (tx) => {
      await tx.execute('lock table shop_creator in share row exclusive mode');
      const before = await this.creators(tx);
      await tx.execute('delete from shop_creator');
      for (const [position, creator] of creators.entries()) {
        await tx.execute('insert into shop_creator (position, name, picture_url, link_url) values (?, ?, ?, ?)', [position, creator.name, creator.pictureUrl, creator.link]);
      }
      const after = await this.creators(tx);
      const withoutIds = (list: ShopCreator[]) => list.map(({ name, pictureUrl, link }) => ({ name, pictureUrl, link }));
      await this.audit.record(tx, { action: 'update', entityType: 'ShopCreators', before: withoutIds(before), after: withoutIds(after) });
      return { before, after };
    });
    const kept = new Set(after.map((creator) => creator.pictureUrl));
    for (const { pictureUrl } of before) if (pictureUrl && !kept.has(pictureUrl)) await removeImageIfUnused(this.em, this.storage, pictureUrl);
    return after;
  }

  private async assertPicturesUploaded(creators: CreatorFields[]): Promise<void> {
    const problems = [];
    for (const [index, { pictureUrl }] of creators.entries()) {
      if (pictureUrl?.startsWith(`${UPLOADS_PUBLIC_PATH}/`) && !(await this.storage.exists(pictureUrl))) {
        problems.push({ field: `creators.${index}.pictureUrl`, message: 'does not point at an uploaded image', reason: 'NOT_FOUND' as const });
      }
    }
    if (problems.length) throw new ValidationError(problems.map((p) => `${p.field} ${p.message}`).join('; '), problems);
  }
}

const byNetwork = (links: ShopSocialLink[]) => Object.fromEntries(links.map(({ network, url }) => [network, url]));
