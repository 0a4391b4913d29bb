import type { Page } from 'playwright-core';

/** A piece of text a person reads (or hears: labels, placeholders, alt texts), with where on the page it sits. */
export interface ShownText {
  text: string;
  where: string;
}

/**
 * Every text of the page a person can read: visible text nodes, and the labels, placeholders, alt texts and
 * titles of visible elements, and the document's title. Hidden elements (display, visibility, zero size, closed
 * details) say nothing. Left out, as HTML marks them: what must not be translated (`translate="no"`: addresses,
 * usernames), what is marked as another language (`lang`: a mail's subject in its recipient's language), and the
 * text drawn inside pictures (an SVG logo; its label is read instead).
 */
export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) => {
      const path: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && path.length < 4; at = at.parentElement) {
        const name = at.getAttribute('aria-label') ? `[aria-label="${at.getAttribute('aria-label')}"]` : at.classList[0] ? `.${at.classList[0]}` : '';
        path.unshift(`${at.tagName.toLowerCase()}${name}`);
      }
      return path.join(' > ');
    };
    const pageLanguage = document.documentElement.lang;
    const isOwnText = (element: Element) =>
      !element.closest('script, style, noscript, template, svg, [translate="no"]') && (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const isShown = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || !isOwnText(parent)) continue;
      // A closed <select> shows only its chosen option.
      const option = parent.closest('option');
      if (option) {
        if ((option.parentElement?.closest('select') as HTMLSelectElement | null)?.value === (option as HTMLOptionElement).value && isShown(option.closest('select')!)) {
          found.push({ text, where: describe(option) });
        }
        continue;
      }
      if (isShown(parent)) found.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      if (!isShown(element) || !isOwnText(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const text = element.getAttribute(attribute)?.replace(/\s+/g, ' ').trim();
        if (text) found.push({ text, where: `${describe(element)} @${attribute}` });
      }
    }
    if (document.title.trim()) found.push({ text: document.title.trim(), where: '<title>' });
    return found;
  });
}

/** Names no page translates: brands, payment schemes, Roblox's words, and the shop's catalogue names. */
export const NAMES_IN_EVERY_LANGUAGE = [
  'Robux', 'ROBUX', 'Gamepass', 'Roblox', 'PromptPay', 'THB', 'QR', 'Google', 'LINE', 'TrueMoney', 'Facebook', 'YouTube',
  'TikTok', 'Discord', 'Instagram', 'Visa', 'Mastercard', 'GraphQL', 'Excel', 'PDF', 'CSV', 'SMTP', 'ID', 'GMT', 'outbox', 'Robux Storefront', 'Roblox Corporation', 'EasySlip', 'SlipOK',
];

// Thai letters, vowels, tone marks and digits; the baht sign (U+0E3F) belongs to every language.
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E5B]/;
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Takes the allowed names and things that are not words (addresses, numbers, codes) out of a text. */
function withoutNames(text: string, names: string[]): string {
  let rest = text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+|\b[\w-]+\.(?:com|co\.th|net|org|test|local)\b\S*/g, ' ')
    // Settings' names (SMTP_URL) are not words either.
    .replace(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, ' ');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  }
  // Order and listing numbers (RS-100001, RBX-10001, RBX-…) and sizes (375px, 5MB) are not words.
  return rest.replace(/\b[A-Z]{2,5}-(?:[\d-]+\b|…)/g, ' ').replace(/\b\d+[a-zA-Z]{0,2}\b/g, ' ');
}

/**
 * The texts that speak the wrong language: on a Thai page any Latin word (two letters or more) that is not a
 * name; on an English page any Thai letter that is not in a name (the language switch names Thai in Thai).
 */
export function textsInOtherLanguage(texts: ShownText[], language: 'th' | 'en', names: string[]): ShownText[] {
  return texts.filter(({ text }) => {
    const rest = withoutNames(text, language === 'en' ? [...names, 'ไทย'] : [...names, 'English']);
    return language === 'th' ? /[A-Za-z]{2,}/.test(rest) : THAI.test(rest);
  });
}
