import { Check, Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** One of the shop's social accounts; a network without a row shows no link. Written by the shop profile service. */
@Entity()
// A pattern rather than `in (…)`, which MikroORM would take for an enum column's own check.
@Check({ name: 'shop_social_link_network_check', expression: `network ~ '^(FACEBOOK|YOUTUBE|TIKTOK|DISCORD|X|INSTAGRAM|LINE)$'` })
@Check({ name: 'shop_social_link_url_check', expression: `left(url, 8) = 'https://'` })
export class ShopSocialLink {
  @PrimaryKey({ type: 'string', length: 20 })
  network!: string;

  @Property({ type: 'string', length: 300 })
  url!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
