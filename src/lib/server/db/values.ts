// Normalisers for values whose runtime type depends on the dialect.
import { v7 as uuidv7 } from 'uuid';

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

/**
 * A UUIDv7: it sorts in the order this process made it, also within one
 * millisecond (the uuid package counts on inside a millisecond). Logs read
 * newest first order by created_at and then by id, so two entries written in
 * the same millisecond (a bulk change and the one after it) keep their order;
 * with random ids they came back either way round. Not for anything that must
 * be unguessable: part of it is the time.
 */
export function newOrderedId(): string {
  return uuidv7();
}

/** A count or sum as a number: PostgreSQL returns bigint aggregates as strings. */
export function num(value: number | string | bigint | null | undefined): number {
  return value == null ? 0 : Number(value);
}
