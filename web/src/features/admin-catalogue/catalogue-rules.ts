/** Display and input rules of the catalogue screens, kept free of React so they can be tested on their own. */
import { fill, type Language } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { catalogueMessages } from './catalogue-messages';

/** The spec strikes an old price through only when there is one and it is not "0.00". */
export function showsOldPrice(oldPrice: string | null | undefined): oldPrice is string {
  return oldPrice != null && oldPrice.trim() !== '' && Number(oldPrice) !== 0;
}

/** A game's name for an item card; "Other" (in the reader's language) when it has none. */
export function categoryLabel(name: string | null | undefined, language: Language): string {
  return name?.trim() || catalogueMessages[language].uncategorised;
}

/** Games whose trimmed name contains the trimmed search text, ignoring case; all of them for an empty search. */
export function filterByName<T extends { name: string }>(entries: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return entries.filter((entry) => entry.name.trim().toLowerCase().includes(needle));
}

/** The percentage to apply, or null when the field is empty or zero (the spec: then nothing happens). */
export function percentageToApply(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || Number(trimmed) === 0) return null;
  return trimmed;
}

const signedPercentage = (percentage: string) => (percentage.startsWith('-') || percentage.startsWith('+') ? percentage : `+${percentage}`);
/** "1 item", "2 items", "3 รายการ". */
export function itemsCounted(language: Language, count: number): string {
  const text = catalogueMessages[language];
  return fillCount(language, count, { one: text.itemOne, other: text.itemOther });
}

/** The question asked before prices change: how many items, by how much, and where. */
export function adjustPricesQuestion(language: Language, itemCount: number, percentage: string, gameName: string | null): string {
  const text = catalogueMessages[language];
  const values = { items: itemsCounted(language, itemCount), percentage: signedPercentage(percentage) };
  return gameName ? fill(text.adjustQuestionInGame, { ...values, game: gameName }) : fill(text.adjustQuestionInAll, values);
}

/** What the screen says once prices changed. */
export function adjustedPricesReport(language: Language, updatedCount: number, percentage: string): string {
  return fill(catalogueMessages[language].adjustedReport, { items: itemsCounted(language, updatedCount), percentage: signedPercentage(percentage) });
}

/** A text field counts as filled when it holds more than spaces. */
export const isFilled = (value: string) => value.trim() !== '';

/** Add Robux Package needs an amount, a price and an image. */
export function isPackageComplete(values: { amount: string; price: string; image: File | null }): boolean {
  return isFilled(values.amount) && isFilled(values.price) && values.image !== null;
}

/** Add New Category needs a trimmed name and an image. */
export function isCategoryComplete(values: { name: string; image: File | null }): boolean {
  return isFilled(values.name) && values.image !== null;
}
