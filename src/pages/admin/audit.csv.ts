import type { APIRoute } from 'astro';
import { getRuntime } from '../../lib/server/runtime.ts';
import { validateSessionToken } from '../../lib/server/auth/sessions.ts';
import { readSessionCookie } from '../../lib/server/auth/cookies.ts';
import { listAudit, writeAudit } from '../../lib/server/repositories/audit.ts';
import { parseAuditFilter } from '../../lib/audit-filter.ts';
import { can } from '../../lib/permissions.ts';
import { csvDateTime, csvFilename, toCsv } from '../../lib/csv.ts';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' };

// The audit log as a spreadsheet, with the same filters as the Audit page (owner only).
export const GET: APIRoute = async (context) => {
  const { config, database, logger } = getRuntime();
  const session = context.locals.staff ? await validateSessionToken(database.db, readSessionCookie(context.cookies, config)) : null;
  if (!session) return new Response('Sign in to export the audit log.', { status: 401, headers: PLAIN });
  if (!can(session.user.role, 'audit.read')) return new Response('Only the owner account can export the audit log.', { status: 403, headers: PLAIN });
  try {
    const filter = parseAuditFilter(context.url.searchParams);
    const entries = await listAudit(database.db, 50_000, filter);
    await writeAudit(database.db, { actorId: session.user.id, actorEmail: session.user.email, action: 'audit.export', targetType: 'audit_log', detail: { rows: entries.length, filter } });
    const body = toCsv(
      ['When', 'Who', 'Action', 'Target type', 'Target id', 'Detail'],
      entries.map((e) => [csvDateTime(e.createdAt), e.actorEmail, e.action, e.targetType, e.targetId ?? '', JSON.stringify(e.detail)]),
    );
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFilename('audit-log')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (err) {
    logger.error({ err, reqId: context.locals.requestId }, 'audit CSV export failed');
    return new Response('Error exporting the audit log.', { status: 500, headers: PLAIN });
  }
};
