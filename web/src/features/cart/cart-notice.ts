import { fill, type Language } from '../../lib/i18n';
import { fillCount } from '../../lib/plural';
import { cartMessages } from './cart-messages';
import { cartLineName } from './cart-line-name';
import type { AddOutcome, CartProduct } from './cart-model';

/** The confirmation of the latest add, whoever asked for it; `id` tells two adds of the same product apart. */
export interface AddNotice {
  id: number;
  product: Pick<CartProduct, 'kind' | 'id' | 'name' | 'nameTh' | 'robux'>;
  outcome: AddOutcome;
}

/** What the confirmation says, and whether everything asked for went in ('done') or a limit kept some out ('limited'). */
export function addNoticeText({ product, outcome }: AddNotice, language: Language): { text: string; tone: 'done' | 'limited' } {
  const text = cartMessages[language];
  const name = { name: cartLineName(product, language) };
  if (outcome.limit === null) {
    return { tone: 'done', text: outcome.added === 1 ? fill(text.added, name) : fill(text.addedSeveral, { ...name, count: outcome.added }) };
  }
  if (outcome.limit === 0) return { tone: 'limited', text: fill(text.outOfStock, name) };
  if (product.kind === 'account') return { tone: 'limited', text: fill(text.accountAlreadyInCart, name) };
  return { tone: 'limited', text: fill(fillCount(language, outcome.limit, { one: text.limitReachedOne, other: text.limitReachedOther }), name) };
}
