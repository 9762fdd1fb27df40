// Which stored encoding of a cached page to send for an Accept-Encoding
// header (RFC 9110 §12.5.3): q-values count, q=0 means "not this one", '*'
// stands for any coding not named, and identity is acceptable (last choice)
// unless refused by name or by '*;q=0'. Among equally preferred codings the smaller wins
// (br, then gzip, then identity). The page cache calls this on every hit, so
// answers are memoised per distinct header value (browsers send a handful).

export type Encoding = 'br' | 'gzip' | 'identity';

/** Server preference when the client's q-values tie: smallest body first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

function parse(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      // A malformed q-value ('q=abc') counts as a refusal, not as q=1.
      const m = /^\s*q\s*=\s*(\S*)\s*$/i.exec(p);
      if (m) weight = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    // 'x-gzip' is gzip's old name (RFC 9110 §8.4.1.3).
    const key = name === 'x-gzip' ? 'gzip' : name;
    q.set(key, Math.max(q.get(key) ?? 0, weight));
  }
  return q;
}

/**
 * The encoding to send: the acceptable one with the highest q-value, ties
 * broken by size. When the client refuses every coding we hold (even
 * identity) it gets identity anyway, as the compression middleware does.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = parse(header);
  const star = q.get('*');
  const weight = (e: Encoding): number => {
    const named = q.get(e);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // Unnamed identity is acceptable but the least preferred of all.
    return e === 'identity' ? 0.001 : 0;
  };
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const e of PREFERENCE) {
    const w = weight(e);
    if (w > bestQ) [best, bestQ] = [e, w];
  }
  return best;
}

const MEMO_LIMIT = 64;
const memo = new Map<string, Encoding>();

/** negotiateEncoding, remembered for the most recent distinct header values. */
export function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let e = memo.get(header);
  if (e === undefined) {
    e = negotiateEncoding(header);
    // Odd values cannot grow the memo without bound: the oldest goes first.
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(header, e);
  }
  return e;
}
