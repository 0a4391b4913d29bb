import { defineMessages, fill, type Language } from './i18n';
import { itemNameIn } from './item-name';
import { formatRobux } from './robux';

const lineNameMessages = defineMessages({
  th: { account: 'บัญชี Robux {id} ({robux})', accountWithoutRobux: 'บัญชี Robux {id}' },
  en: { account: 'Robux account {id} ({robux})', accountWithoutRobux: 'Robux account {id}' },
});

/**
 * The facts of a cart, checkout or order line the server gives (kind LineKind, its Robux and account id), with the
 * name the server wrote: items keep their own names (the Thai one on Thai pages, when they have one), Robux lines
 * are worded here in the reader's language.
 */
export interface LineFacts {
  kind?: string | null;
  name?: string | null;
  /** An item's Thai name, when it has one. */
  nameTh?: string | null;
  robuxAmount?: number | null;
  accountPublicId?: string | null;
}

/** "1,000 ROBUX", "บัญชี Robux RBX-10007 (5,000 ROBUX)"; an item's (or an unknown kind's) own name otherwise, as itemNameIn picks it. */
export function lineName(line: LineFacts, language: Language): string {
  const t = lineNameMessages[language];
  if (line.kind === 'ROBUX_ACCOUNT' && line.accountPublicId) {
    return line.robuxAmount == null ? fill(t.accountWithoutRobux, { id: line.accountPublicId }) : fill(t.account, { id: line.accountPublicId, robux: formatRobux(line.robuxAmount) });
  }
  if (line.kind === 'ROBUX_PACKAGE' && line.robuxAmount != null) return formatRobux(line.robuxAmount);
  return itemNameIn(language, { name: line.name ?? '', nameTh: line.nameTh });
}
