import { useMessages } from '../lib/i18n';
import { layoutMessages } from './layout/layout-messages';

/**
 * The browser tab's title for a customer page, in the current language: "Blox Fruits — Robux Storefront".
 * React 19 hoists the <title> into <head> while the page is shown, so each page renders one where it knows its name.
 */
export function PageTitle({ name }: { name: string }) {
  const shop = useMessages(layoutMessages).productName;
  return <title>{`${name} — ${shop}`}</title>;
}
