import { Migration } from '@mikro-orm/migrations';

/**
 * What the storefront says about the shop itself, kept by staff: its social accounts (a network without a row shows
 * no link) and the creator cards of the home page (none shows no strip). Both are read into every server-rendered
 * page, so their writes announce a catalogue change like catalogue writes do (from the service).
 */
export class Migration20261208020000_shop_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shop_social_link" ("network" varchar(20) not null, "url" varchar(300) not null, "updated_at" timestamptz not null default now(),
         constraint "shop_social_link_pkey" primary key ("network"),
         constraint shop_social_link_url_check check (left(url, 8) = 'https://'),
         constraint shop_social_link_network_check check (network ~ '^(FACEBOOK|YOUTUBE|TIKTOK|DISCORD|X|INSTAGRAM|LINE)$'));`,
    );
    this.addSql(
      `create table "shop_creator" ("id" serial primary key, "position" smallint not null, "name" varchar(60) not null,
         "picture_url" varchar(300) null, "link_url" varchar(300) null, "created_at" timestamptz not null default now(),
         constraint shop_creator_link_url_check check (left(link_url, 8) = 'https://'),
         constraint shop_creator_name_check check (btrim(name) <> ''),
         constraint shop_creator_position_check check (position >= 0 and position <= 99));`,
    );
    this.addSql(`alter table "shop_creator" add constraint "shop_creator_position_unique" unique ("position");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "shop_creator";`);
    this.addSql(`drop table "shop_social_link";`);
  }
}
