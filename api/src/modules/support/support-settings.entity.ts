import { Check, Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { SupportHoursRule } from './support-hours.js';

/** How long a staff reply may stay unread before it is mailed, unless staff choose otherwise. */
export const DEFAULT_REPLY_MAIL_MINUTES = 5;

/** Support's shop-wide settings, set by staff in the dashboard: one row (id 1), made by its migration. */
@Entity()
@Check({ name: 'support_settings_one_row', expression: 'id = 1' })
export class SupportSettings {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number & Opt = 1;

  /** When staff answer; null until set (the chat then promises no reply time). */
  @Property({ type: 'jsonb', nullable: true })
  hours: SupportHoursRule | null = null;

  /** A staff reply unread this long is mailed to the shopper. */
  @Property({ type: 'smallint', default: DEFAULT_REPLY_MAIL_MINUTES })
  replyMailMinutes: number & Opt = DEFAULT_REPLY_MAIL_MINUTES;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
