import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../common/errors.js';
import { type PageRequest, pageSchema } from '../common/pagination.js';
import { containsPattern } from '../common/text-search.js';
import { parseInput, type Untrusted } from '../common/validation.js';
import { MailMessage } from './mail-message.entity.js';
import { type MailLogFilter, mailLogFilterSchema } from './mail.validation.js';

export interface MailLogPage {
  mails: MailMessage[];
  total: number;
  offset: number;
  limit: number;
}

/** The outbox as Super Admins read it (the adapters check VIEW_MAIL_LOG): recent mails, newest first. */
export class MailLogService {
  constructor(private readonly em: EntityManager) {}

  async list(filterInput: Untrusted<MailLogFilter> = {}, pageInput: Untrusted<PageRequest> = {}): Promise<MailLogPage> {
    const { status, search } = parseInput(mailLogFilterSchema, filterInput);
    const { offset, limit } = parseInput(pageSchema, pageInput);
    const where: FilterQuery<MailMessage> = {
      ...(status ? { status } : {}),
      ...(search ? { recipient: { $ilike: containsPattern(search) } } : {}),
    };
    const [mails, total] = await this.em.findAndCount(MailMessage, where, { orderBy: { id: 'desc' }, offset, limit });
    return { mails, total, offset, limit };
  }

  async get(id: number): Promise<MailMessage> {
    const mail = await this.em.findOne(MailMessage, { id });
    if (!mail) throw new NotFoundError(`Mail ${id} does not exist`);
    return mail;
  }
}
