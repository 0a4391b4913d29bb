import { defineMessages, useLanguage } from '../lib/i18n';
import { fillCount } from '../lib/plural';

/** One field's complaint, named by the field's visible label so it makes sense read on its own. */
export interface FieldProblem {
  label: string;
  problem: string;
}

const messages = defineMessages({
  th: { one: 'ต้องแก้ไข {count} ช่อง', other: 'ต้องแก้ไข {count} ช่อง' },
  en: { one: '{count} field to fix', other: '{count} fields to fix' },
});

/**
 * A polite live region that reads what a failed submit found: "2 fields to fix: Email: …. Password: …".
 * Focus goes to the first field with a problem; this tells a screen-reader user about the others too.
 * Give it the problems found at submit time, not live ones, so typing a fix does not start it talking.
 */
export function FormProblemsAnnouncement({ problems }: { problems: FieldProblem[] }) {
  const { language } = useLanguage();
  const count = problems.length;
  const summary = count === 0 ? '' : fillCount(language, count, messages[language]);
  const details = problems.map(({ label, problem }) => `${label}: ${problem}`).join('. ');
  return (
    <p className="visually-hidden" role="status">
      {count === 0 ? '' : `${summary}: ${details}`}
    </p>
  );
}
