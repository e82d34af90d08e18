// One statement on a PostgreSQL server outside any store (create or drop a database, for tests,
// the copy command and the cluster scripts), on a connection of its own.
import pg from 'pg';

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
