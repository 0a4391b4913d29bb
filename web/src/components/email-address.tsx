import './email-address.css';

/** Where an address may wrap: before its @ and before each dot, as typesetters break e-mail addresses. */
const BREAK_BEFORE = /(?=[@.])/;

/**
 * An e-mail address that, when its line is too narrow, wraps before the @ or a dot, never inside a part (not
 * even at a hyphen, which would read as hyphenation). Each part is an inline block, so it moves to the next
 * line whole; only a part wider than the whole line wraps inside, as a last resort. An address is never
 * translated (`translate="no"`).
 */
export function EmailAddress({ email }: { email: string }) {
  return (
    <>
      {email.split(BREAK_BEFORE).map((part, index) => (
        <span key={index} className="email-address__part" translate="no">
          {part}
        </span>
      ))}
    </>
  );
}
