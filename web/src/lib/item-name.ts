import type { Language } from './i18n';

/**
 * The name an item is shown by: its Thai name on a Thai page when it has one, its English name otherwise. The cart
 * and orders keep both, so a line reads as the item card that added it did, and a placed order as it was bought.
 */
export function itemNameIn(language: Language, item: { name: string; nameTh?: string | null }): string {
  return language === 'th' && item.nameTh ? item.nameTh : item.name;
}
