import { formatWholeNumber } from './digits';
import { fill, type Language } from './i18n';

/** A counted text in the two forms our languages need: English "{count} item" / "{count} items"; Thai uses `other`. */
export interface CountForms {
  one: string;
  other: string;
}

const rulesByLanguage = new Map<Language, Intl.PluralRules>();

function pluralRules(language: Language): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** `{count}` filled into the form the language's plural rules (Intl.PluralRules) choose for `count`: "1 item", "2 items", "0 items". */
export function fillCount(language: Language, count: number, forms: CountForms): string {
  const form = pluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: formatWholeNumber(count) });
}
