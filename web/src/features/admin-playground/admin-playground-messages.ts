import { defineMessages } from '../../lib/i18n';

/** Names given to GraphiQL's two lower editors, which it leaves unnamed. */
export const editorNames = defineMessages({
  th: { variables: 'ตัวแปร', headers: 'เฮดเดอร์' },
  en: { variables: 'Variables', headers: 'Headers' },
});
