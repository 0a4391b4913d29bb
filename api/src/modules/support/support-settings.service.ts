import type { EntityManager } from '@mikro-orm/postgresql';
import { type AuditTrail, snapshot } from '../audit/audit-trail.js';
import type { RequestAuth } from '../auth/request-auth.js';
import { Permission } from '../auth/permissions.js';
import { parseInput } from '../common/validation.js';
import { supportAvailability } from './support-hours.js';
import { SupportSettings } from './support-settings.entity.js';
import type { SupportHours, SupportSettingsView } from './support.types.js';
import { supportSettingsSchema } from './support.validation.js';

/** Support's hours (public: the chat shows them) and settings (staff who answer support change them). */
export class SupportSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: RequestAuth,
    private readonly audit: AuditTrail,
  ) {}

  /** The hours and whether staff are in at `now`; null when no hours are set. */
  async hours(now: Date = new Date()): Promise<SupportHours | null> {
    return hoursView(await this.load(this.em), now);
  }

  async settings(): Promise<SupportSettingsView> {
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    return settingsView(await this.load(this.em));
  }

  async update(input: { hours?: unknown; replyMailMinutes?: unknown }): Promise<SupportSettingsView> {
    const { hours, replyMailMinutes } = parseInput(supportSettingsSchema, input);
    await this.auth.authorize(Permission.ANSWER_SUPPORT);
    const saved = await this.em.transactional(async (tx) => {
      const settings = await this.load(tx);
      const before = snapshot(settings);
      settings.hours = hours;
      settings.replyMailMinutes = replyMailMinutes;
      await this.audit.recordUpdate(tx, { entityType: 'SupportSettings', entityId: settings.id, before, entity: settings });
      return settings;
    });
    return settingsView(saved);
  }

  private async load(em: EntityManager): Promise<SupportSettings> {
    return em.findOneOrFail(SupportSettings, { id: 1 }, { refresh: true });
  }
}

function hoursView(settings: SupportSettings, now: Date): SupportHours | null {
  if (!settings.hours) return null;
  const { openNow, nextOpenAt } = supportAvailability(settings.hours, now);
  return { ...settings.hours, supportOpenNow: openNow, nextOpenAt };
}

function settingsView(settings: SupportSettings): SupportSettingsView {
  return { hours: hoursView(settings, new Date()), replyMailMinutes: settings.replyMailMinutes };
}
