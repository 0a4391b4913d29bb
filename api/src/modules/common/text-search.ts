/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An ILIKE pattern matching exactly `text`, ignoring case. */
export function equalsIgnoringCasePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
