/// <reference types="node" />
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { outboxDirOf } from './shop-server';
import { type MimeMessage, parseMimeMessage } from '../../../api/src/test-support/mime-message';

const WAIT_MS = 20_000;

/**
 * The newest mail to `address` in the shop's outbox folder (the shop runs without SMTP_URL), waiting for the
 * mail sender to write it. Read with the same MIME reader as the API's mail tests.
 */
export async function latestMailTo(outboxDir: string, address: string): Promise<MimeMessage> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const mail = parseMimeMessage(await readFile(path.join(outboxDir, name), 'utf8'));
      if (mail.headers.to === address) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${outboxDir} within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The address of the first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: MimeMessage, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No ${prefix}… link in the mail:\n${mail.text}`);
  return link;
}

/** The outbox folder of the shop at `shopUrl`: one this test file started, or the shared one. */
export function outboxOf(shopUrl: string): string {
  const dir = outboxDirOf(shopUrl) ?? (shopUrl === inject('shopUrl') ? inject('shopOutboxDir') : undefined);
  if (!dir) throw new Error(`No outbox known for the shop at ${shopUrl}`);
  return dir;
}

/** The code in a confirmation mail's link (…/confirm-email?token=<code>). */
export const confirmationCodeIn = (mail: MimeMessage, shopUrl: string) => new URL(linkIn(mail, `${shopUrl}/confirm-email?token=`)).searchParams.get('token')!;
