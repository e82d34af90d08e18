// Prepared statements kept per SQL text: drizzle renders the same text for the same query shape,
// so SQLite parses each shape once per connection. Bounded, least recently used out first.
import type Database from 'better-sqlite3';

const LIMIT = 1_000;

export function statementCache(connection: Database.Database): (sql: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let stmt = cache.get(sql);
    if (stmt) {
      cache.delete(sql);
    } else {
      stmt = connection.prepare(sql);
      if (cache.size >= LIMIT) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, stmt);
    return stmt;
  };
}
