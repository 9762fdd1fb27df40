import type { AstroCookies } from 'astro';
import { isHttps, type Config } from '../foundation/config.ts';
import { ACCOUNT_LIMITS } from '../../security-limits.ts';

// The sign-in challenge (between password and code) and the 30-day
// 'remember this device' token. Both random, stored hashed, httpOnly.
const name = (base: string, https: boolean) => (https ? `__Host-${base}` : base);
const opts = (https: boolean) => ({ httpOnly: true, secure: https, sameSite: 'lax' as const, path: '/' });

export function setChallengeCookie(cookies: AstroCookies, config: Config, token: string): void {
  const https = isHttps(config);
  cookies.set(name('nm_2fa', https), token, { ...opts(https), maxAge: Math.floor(ACCOUNT_LIMITS.challengeMs / 1000) });
}

export function readChallengeCookie(cookies: AstroCookies, config: Config): string | undefined {
  return cookies.get(name('nm_2fa', isHttps(config)))?.value;
}

export function clearChallengeCookie(cookies: AstroCookies, config: Config): void {
  cookies.delete(name('nm_2fa', isHttps(config)), opts(isHttps(config)));
}

export function setDeviceCookie(cookies: AstroCookies, config: Config, token: string, expiresAt: Date): void {
  const https = isHttps(config);
  cookies.set(name('nm_device', https), token, {
    ...opts(https),
    expires: expiresAt,
    maxAge: Math.floor(ACCOUNT_LIMITS.rememberDeviceMs / 1000),
  });
}

export function readDeviceCookie(cookies: AstroCookies, config: Config): string | undefined {
  return cookies.get(name('nm_device', isHttps(config)))?.value;
}
