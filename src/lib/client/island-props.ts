// Reads an island's `props` attribute as Astro writes it
// (astro/runtime/server/serialize.js): every value is `[type, value]`, 0 a
// plain value or an object of such pairs, 1 an array of them, and the rest
// the types JSON cannot carry. Kept to what Astro's own island script does, in
// fewer bytes: it is part of the island module (island-module.ts).

type Encoded = [number, unknown?];

const decodeObject = (value: unknown): unknown =>
  typeof value !== 'object' || value === null
    ? value
    : Object.fromEntries(Object.entries(value).map(([key, v]) => [key, decodeValue(v as Encoded)]));
const decodeArray = (values: unknown) => (values as Encoded[]).map(decodeValue);

const TYPES: ((value: never) => unknown)[] = [
  decodeObject,
  decodeArray,
  (source: string) => new RegExp(source),
  (date: string) => new Date(date),
  (entries: Encoded[]) => new Map(decodeArray(entries) as [unknown, unknown][]),
  (items: Encoded[]) => new Set(decodeArray(items)),
  (digits: string) => BigInt(digits),
  (href: string) => new URL(href),
  (bytes: number[]) => new Uint8Array(bytes),
  (words: number[]) => new Uint16Array(words),
  (words: number[]) => new Uint32Array(words),
  (sign: number) => Infinity * sign,
];

function decodeValue([type, value]: Encoded): unknown {
  return TYPES[type]?.(value as never);
}

/** The props an island was rendered with, from its `props` attribute (null: none). */
export function decodeProps(attribute: string | null): Record<string, unknown> {
  return attribute ? (decodeObject(JSON.parse(attribute)) as Record<string, unknown>) : {};
}
