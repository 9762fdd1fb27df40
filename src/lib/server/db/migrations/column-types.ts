import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen helper shared by the migrations: the only place where the two
// dialects' column types differ. Never import application code from here.
export interface ColumnTypes {
  pg: boolean;
  timestamp: RawBuilder<unknown>;
  json: RawBuilder<unknown>;
  bool: RawBuilder<unknown>;
  blob: RawBuilder<unknown>;
}

export function columnTypes(db: Kysely<any>): ColumnTypes {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    timestamp: pg ? sql`timestamptz` : sql`text`,
    json: pg ? sql`jsonb` : sql`text`,
    bool: pg ? sql`boolean` : sql`integer`,
    blob: pg ? sql`bytea` : sql`blob`,
  };
}
