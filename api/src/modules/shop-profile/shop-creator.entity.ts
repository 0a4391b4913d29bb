import { Check, Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A creator card of the home page, in `position` order; none shows no strip. Written by the shop profile service. */
@Entity()
@Check({ name: 'shop_creator_position_check', expression: 'position >= 0 and position <= 99' })
@Check({ name: 'shop_creator_name_check', expression: `btrim(name) <> ''` })
@Check({ name: 'shop_creator_link_url_check', expression: `left(link_url, 8) = 'https://'` })
export class ShopCreator {
  @PrimaryKey()
  id!: number;

  @Property({ type: 'smallint', unique: true })
  position!: number;

  @Property({ type: 'string', length: 60 })
  name!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  pictureUrl: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  linkUrl: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
