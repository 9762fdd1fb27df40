import { can, routePermission } from '../../permissions.ts';
import type { Role } from '../../permissions.ts';

/**
 * The role check for admin pages and file endpoints, from the permission
 * table (src/lib/permissions.ts): a signed-in member whose role lacks the
 * route's permission gets 403 before the page or endpoint runs.
 */
export function routeDenial(pathname: string, role: Role): Response | null {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return null;
  const permission = routePermission(pathname);
  if (!permission || can(role, permission)) return null;
  return new Response('Your account cannot open this page: it is for the owner account only.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
