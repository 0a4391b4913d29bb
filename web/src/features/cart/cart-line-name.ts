import type { Language } from '../../lib/i18n';
import { lineName } from '../../lib/line-name';
import type { CartProduct } from './cart-model';

const LINE_KIND = { item: 'ITEM', robux: 'ROBUX_PACKAGE', account: 'ROBUX_ACCOUNT' } as const;

/** What the server's preview says of a line now, when it has answered: it wins over what the cart kept when added. */
export interface PreviewNaming {
  robuxAmount?: number | null;
  /** Null: the item has no Thai name (now); undefined: not known. */
  nameTh?: string | null;
}

/**
 * A cart line's name in the reader's language: an account is worded from its public id and Robux (as added, or as
 * the server's preview gives them), a package from its Robux when known; an item by its Thai name on Thai pages
 * when it has one (as the preview gives it, or as added), its English name otherwise.
 */
export function cartLineName(product: Pick<CartProduct, 'kind' | 'id' | 'name' | 'nameTh' | 'robux'>, language: Language, preview: PreviewNaming = {}): string {
  const accountPublicId = product.kind === 'account' ? String(product.id) : null;
  const nameTh = preview.nameTh === undefined ? product.nameTh : preview.nameTh;
  return lineName({ kind: LINE_KIND[product.kind], name: product.name, nameTh, robuxAmount: preview.robuxAmount ?? product.robux, accountPublicId }, language);
}
