export interface TestDatabaseServer {
  /** A connection to the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** Every database this run creates starts with it, so teardown finds them all. */
  prefix: string;
  templates: { empty: string; seeded: string };
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
