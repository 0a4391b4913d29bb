/** The shareable page of one store item (/items/:id): cards, best sellers and search results link to it. */
export const itemPath = (id: number) => `/items/${id}`;
