// Normalisers for values whose runtime type depends on the dialect.

export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value == null ? null : iso(value);
}

export function bool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

export function json<T>(value: unknown, fallback: T): T {
  if (value == null) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function newId(): string {
  return crypto.randomUUID();
}

/** A count or sum as a number: PostgreSQL returns bigint aggregates as strings. */
export function num(value: number | string | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}
