// A signed-in staff member as plain HTTP: the same sign-in form post and
// /_actions/* calls the admin islands make (with the Origin header the CSRF
// check wants), for bench steps that set a fresh server up as staff would.
import { devalueParse } from '../../support/devalue.ts';

export interface StaffClient {
  /** A JSON action; resolves to its decoded result, throws with the server's message otherwise. */
  call<T = Record<string, unknown>>(name: string, input: unknown): Promise<T>;
  /** A form action (multipart, e.g. an upload). */
  callForm<T = Record<string, unknown>>(name: string, form: FormData): Promise<T>;
}

export async function signInStaff(baseUrl: string, email: string, password: string): Promise<StaffClient> {
  const login = await fetch(`${baseUrl}/_actions/auth.login`, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    headers: { Origin: baseUrl },
    redirect: 'manual',
  });
  const body = await login.text();
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // A 200 without a cookie is a further step (new password, two-factor): not a session.
  if (login.status !== 200 || !cookie.includes('=')) throw new Error(`sign-in as ${email} failed: ${login.status} ${body}`);

  const post = async <T>(name: string, init: { body: BodyInit; headers?: Record<string, string> }): Promise<T> => {
    const res = await fetch(`${baseUrl}/_actions/${name}`, {
      method: 'POST',
      body: init.body,
      headers: { Origin: baseUrl, Cookie: cookie, ...init.headers },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${text.slice(0, 500)}`);
    return devalueParse(text) as T;
  };
  return {
    call: (name, input) => post(name, { body: JSON.stringify(input ?? null), headers: { 'Content-Type': 'application/json' } }),
    callForm: (name, form) => post(name, { body: form }),
  };
}
