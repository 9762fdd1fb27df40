import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  ADMIN_ROUTES,
  PERMISSIONS,
  ROLES,
  can,
  routePermission,
  type Permission,
} from '../../src/lib/permissions.ts';
import { adminActionNames } from '../helpers/action-registry.ts';
import { mayAttempt } from '../../src/lib/policy/decide.ts';

/** Every file under src/pages/admin as the URL path it serves ('[id]' -> any segment). */
function adminRoutes(dir = 'src/pages/admin', base = '/admin'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return adminRoutes(full, `${base}/${f}`);
    const name = f.replace(/\.(astro|ts)$/, '');
    return [name === 'index' ? base : `${base}/${name.replace(/^\[\w+\]$/, 'some-id')}`];
  });
}

describe('the permission table', () => {
  it('lists exactly the admin actions the source defines', () => {
    expect(Object.keys(ADMIN_ACTIONS).sort()).toEqual(adminActionNames().sort());
  });

  it('gives every admin page and file endpoint a permission', () => {
    const routes = adminRoutes();
    expect(routes).toContain('/admin/audit.csv');
    for (const r of routes) expect([r, routePermission(r)]).toEqual([r, expect.any(String)]);
  });

  it('keeps inbox, booking link, retention, the enquiry webhook, newsletter sending, staff, audit and backups for the owner alone', () => {
    const ownerOnly = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !can('staff', p)).sort();
    expect(ownerOnly).toEqual([
      'audit.read',
      'mail.configure',
      'mail.test',
      'newsletter.send',
      'prices.edit',
      'settings.security',
      'setup.manage',
      'site.backup',
      'site.import',
      'staff.manage',
    ]);
    for (const p of Object.keys(PERMISSIONS) as Permission[]) expect(can('owner', p)).toBe(true);
    const staffCannot = Object.entries(ADMIN_ACTIONS)
      .filter(([, rules]) => !mayAttempt('staff', rules))
      .map(([a]) => a)
      .sort();
    expect(staffCannot).toEqual([
      'admin.backups.exportNow',
      'admin.backups.remove',
      'admin.backups.restore',
      'admin.backups.saveSchedule',
      'admin.backups.status',
      'admin.backups.summary',
      'admin.mail.saveSettings',
      'admin.mail.sendTest',
      'admin.newsletter.schedule',
      'admin.notifications.rotateSecret',
      'admin.notifications.save',
      'admin.notifications.sendTest',
      'admin.prices.restoreRevision',
      'admin.prices.updateBuildCosts',
      'admin.prices.updateOffer',
      'admin.redirects.add',
      'admin.redirects.remove',
      'admin.settings.updateSecurity',
      'admin.setup.dismissChecklist',
      'admin.siteImport.start',
      'admin.siteImport.undo',
      'admin.staff.audit',
      'admin.staff.create',
      'admin.staff.list',
      'admin.staff.resetPassword',
      'admin.staff.resetTwoFactor',
      'admin.staff.setDisabled',
      'admin.twoFactor.setRequired',
    ]);
    expect(ROLES).toEqual(['owner', 'staff']);
  });

  it('matches paths exactly, with a trailing slash, and wildcards only below their folder', () => {
    expect(routePermission('/admin/audit')).toBe('audit.read');
    expect(routePermission('/admin/audit/')).toBe('audit.read');
    expect(routePermission('/admin/audit.csv')).toBe('audit.read');
    expect(routePermission('/admin/attachments/abc')).toBe('enquiries.export');
    expect(routePermission('/admin/attachments')).toBeUndefined();
    expect(routePermission('/admin/staffroom')).toBeUndefined();
    expect(routePermission('/admin/backups')).toBe('site.backup');
    expect(routePermission('/admin/backups/northmill-20260101-030000-daily.zip')).toBe('site.backup');
    expect(routePermission('/admin/backups/upload')).toBe('site.backup');
    expect(routePermission('/admin/two-factor')).toBe('account.own');
    // The Content tab (business details) and the page editor below it need different permissions.
    expect(routePermission('/admin/content')).toBe('settings.read');
    expect(routePermission('/admin/content/about')).toBe('content.edit');
    expect(routePermission('/admin/content/about/preview')).toBe('content.edit');
    expect(routePermission('/admin/blog/some-id/history')).toBe('blog.edit');
    expect(routePermission('/admin/prices/launch-build/history')).toBe('prices.read');
    expect(ADMIN_ROUTES.length).toBeGreaterThan(10);
  });
});
