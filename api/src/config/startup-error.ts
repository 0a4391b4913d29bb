/** A start-up problem the user can fix (bad environment, database in use…): shown as its message alone. */
export class StartupError extends Error {}
