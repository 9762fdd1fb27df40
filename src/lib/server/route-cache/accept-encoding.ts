// Which stored encoding of a cached page to send for an Accept-Encoding header (RFC 9110
// §12.5.3), chosen by the negotiator package (the one Express's compression uses): q-values
// count, q=0 means "not this one", '*' stands for any coding not named, and identity is
// acceptable unless refused by name or by '*;q=0'. Among equally preferred codings the smaller
// wins (br, then gzip, then identity). The page cache calls this on every hit, so answers are
// memoised per distinct header value (browsers send a handful).
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What we hold, in server preference when the client's q-values tie: smallest body first.
 * 'x-gzip' is gzip's old name (RFC 9110 §8.4.1.3), so a client naming only it still gets gzip.
 */
const AVAILABLE = ['br', 'gzip', 'x-gzip', 'identity'] as const;

/** negotiator 1.x takes a `preferred` order for ties; @types/negotiator (0.6) does not list it yet. */
type EncodingNegotiator = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/**
 * The encoding to send: the acceptable one with the highest q-value, ties broken by size. When
 * the client refuses every coding we hold (even identity) it gets identity anyway, as the
 * compression middleware does.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(AVAILABLE, { preferred: AVAILABLE });
  if (chosen === 'x-gzip') return 'gzip';
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

const MEMO_LIMIT = 64;
const memo = new Map<string, Encoding>();

// The last answer, checked before the map: under load most requests in a row
// carry the same header, and comparing it costs less than hashing it for a lookup.
let lastHeader = '';
let lastEncoding: Encoding = 'identity';

/** negotiateEncoding, remembered for the most recent distinct header values. */
export function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (header === lastHeader) return lastEncoding;
  let e = memo.get(header);
  if (e === undefined) {
    e = negotiateEncoding(header);
    // Odd values cannot grow the memo without bound: the oldest goes first.
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(header, e);
  }
  lastHeader = header;
  lastEncoding = e;
  return e;
}
