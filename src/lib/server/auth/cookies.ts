import type { AstroCookies } from 'astro';
import { isHttps, type Config } from '../foundation/config.ts';
import { ABSOLUTE_LIFETIME_MS, sessionCookieName } from './sessions.ts';

// __Host- prefix over https: the browser then insists on Secure, Path=/ and
// no Domain, so a sibling subdomain cannot plant or read the cookie.
export function setSessionCookie(cookies: AstroCookies, config: Config, token: string, expiresAt: Date): void {
  const https = isHttps(config);
  cookies.set(sessionCookieName(https), token, {
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(cookies: AstroCookies, config: Config): void {
  const https = isHttps(config);
  cookies.delete(sessionCookieName(https), { path: '/', secure: https, httpOnly: true, sameSite: 'lax' });
}

export function readSessionCookie(cookies: AstroCookies, config: Config): string | undefined {
  return cookies.get(sessionCookieName(isHttps(config)))?.value;
}
