// Staff traffic as the admin's islands send it: the sign-in form post, then
// /_actions/* calls with the session cookie and the Origin the CSRF check wants.
import { parse } from 'devalue';

export interface Timed<T = unknown> {
  ok: boolean;
  status: number;
  ms: number;
  value?: T;
  error?: string;
}

/** Decodes an Astro action's 200 body (devalue, with Astro's URL reviver). */
export const decodeAction = (body: string): unknown => parse(body, { URL: (href: string) => new URL(href) });

/** One timed request: the whole body read, status checked; never throws. */
export async function timed<T>(
  url: string,
  init: RequestInit,
  accept: (status: number, body: string, headers: Headers) => T | undefined,
): Promise<Timed<T>> {
  const started = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
    const body = await res.text();
    const ms = performance.now() - started;
    const value = accept(res.status, body, res.headers);
    if (value === undefined) return { ok: false, status: res.status, ms, error: `${res.status} ${body.slice(0, 160)}` };
    return { ok: true, status: res.status, ms, value };
  } catch (err) {
    return { ok: false, status: 0, ms: performance.now() - started, error: String((err as Error).message ?? err) };
  }
}

/** Signs in; the value is the `name=value` session cookie. */
export function signIn(baseUrl: string, email: string, password: string): Promise<Timed<string>> {
  return timed(
    `${baseUrl}/_actions/auth.login`,
    { method: 'POST', body: new URLSearchParams({ email, password }), headers: { Origin: baseUrl } },
    (status, _body, headers) => {
      const cookie = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return status === 200 && cookie.includes('=') ? cookie : undefined;
    },
  );
}

/** A staff action (JSON input, or a FormData for uploads); the value is the decoded result. */
export function callAction<T = Record<string, unknown>>(
  baseUrl: string,
  cookie: string,
  name: string,
  input: unknown,
): Promise<Timed<T>> {
  const form = input instanceof FormData;
  return timed(
    `${baseUrl}/_actions/${name}`,
    {
      method: 'POST',
      body: form ? input : JSON.stringify(input ?? null),
      headers: { Origin: baseUrl, Cookie: cookie, ...(form ? {} : { 'Content-Type': 'application/json' }) },
    },
    (status, body) => (status === 200 ? (decodeAction(body) as T) : undefined),
  );
}
