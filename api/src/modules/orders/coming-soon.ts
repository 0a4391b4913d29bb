/** Why an item of a game marked "Soon" cannot be bought: the preview's line problem and the placement's refusal say it alike. */
export const comingSoonProblem = (itemName: string, gameName: string) => `"${itemName}" is not for sale yet: ${gameName} is coming soon`;
