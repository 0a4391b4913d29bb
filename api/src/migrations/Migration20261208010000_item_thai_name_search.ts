import { Migration } from '@mikro-orm/migrations';

/**
 * Items may carry a Thai name beside the English one, and the shop's search finds an item by either name or by
 * its game's name, however the shopper spaces a Thai name and whether or not they type its marks.
 *
 * search_form(text) is the one home of that matching rule: lower case, no white space (zero-width spaces
 * included, which Thai text often holds), and none of the marks written above a Thai consonant that shoppers
 * often leave out when typing: the tone marks ่ ้ ๊ ๋, mai han-akat ั, mai taikhu ็, thanthakhat ์, nikhahit ํ
 * and yamakkan ๎ (U+0E31 and U+0E47–U+0E4E). Sara am ำ becomes sara aa า, so that ำ typed as one character
 * or as ํ + า meets. The vowels above and below the line (ิ ี ึ ื ุ ู) stay: they tell words apart.
 *
 * search_contains_pattern(text) is the LIKE pattern of a search: its search form, with % _ and \ taken
 * literally. Each item's names are kept in search form in search_text by a trigger (as thumbnail_url is), with
 * a trigram index, so a search compares stored text rather than working the rule out for every row.
 */
const SEARCH_FORM = `translate(regexp_replace(lower($1), '[[:space:]\\u200B\\u0E31\\u0E47-\\u0E4E]', '', 'g'), 'ำ', 'า')`;
const CONTAINS_PATTERN = `'%' || replace(replace(replace(search_form($1), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
/** The two names on lines of their own: a search's form holds no line break, so it cannot match across them. */
const ITEM_SEARCH_TEXT = `search_form(new.name) || E'\\n' || coalesce(search_form(new.name_th), '')`;

export class Migration20261208010000_item_thai_name_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create function search_form(text) returns text language sql immutable strict parallel safe as $$ select ${SEARCH_FORM} $$;`);
    this.addSql(
      `create function search_contains_pattern(text) returns text language sql immutable strict parallel safe as $$ select ${CONTAINS_PATTERN} $$;`,
    );
    this.addSql(`alter table "item" add column "name_th" varchar(100) null, add column "search_text" text null;`);
    this.addSql(`create function item_search_text() returns trigger language plpgsql as $$ begin new.search_text := ${ITEM_SEARCH_TEXT}; return new; end $$;`);
    this.addSql(`create trigger item_search_text before insert or update of name, name_th, search_text on "item" for each row execute function item_search_text();`);
    // Filled without moving the items' versions on: staff editing an item now are not refused for it.
    this.addSql(`alter table "item" disable trigger item_version;`);
    this.addSql(`update "item" set "name" = "name";`);
    this.addSql(`alter table "item" enable trigger item_version;`);
    this.addSql(`create index "item_search_text_trgm_index" on "item" using gin ("search_text" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "item_search_text_trgm_index";');
    this.addSql('drop trigger if exists item_search_text on "item";');
    this.addSql('drop function if exists item_search_text();');
    this.addSql('alter table "item" drop column "search_text", drop column "name_th";');
    this.addSql('drop function if exists search_contains_pattern(text);');
    this.addSql('drop function if exists search_form(text);');
  }
}
