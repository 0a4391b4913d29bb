import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** An uploaded image or its thumbnail, kept in PostgreSQL so that every app instance can serve it. */
@Entity()
export class StoredImage {
  /** The file name in its URL (/uploads/<name>): a UUID, so a stored image never changes. */
  @PrimaryKey({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'string', length: 40 })
  contentType!: string;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
