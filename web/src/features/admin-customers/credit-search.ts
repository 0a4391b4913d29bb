interface SearchableCredit {
  customer: { name: string; email: string };
}

/** The records whose customer's name or e-mail contains the trimmed search text, ignoring case; all of them for no text. */
export function filterCreditsByCustomer<T extends SearchableCredit>(records: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...records];
  return records.filter(({ customer }) => `${customer.name}\n${customer.email}`.toLocaleLowerCase().includes(needle));
}
