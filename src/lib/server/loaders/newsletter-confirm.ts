// /newsletter/confirm: a GET shows a button, only the POST confirms (mail
// scanners follow links, so opening the link must change nothing).
import { getRuntime } from '../foundation/runtime.ts';
import { confirmSubscription, readConfirmToken } from '../newsletter/confirm.ts';
import { loadSiteInfo } from './site-context.ts';
import type { ConfirmState } from '../../newsletter/confirm-state.ts';

const TOKEN_MAX = 200;

export async function loadNewsletterConfirm(request: Request, url: URL, requestId: string | undefined) {
  const { database, logger } = getRuntime();
  let state: ConfirmState;
  let token = '';
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    const posted = form?.get('token');
    state = await confirmSubscription(database.db, typeof posted === 'string' ? posted.slice(0, TOKEN_MAX) : null);
    if (state === 'confirmed') logger.info({ reqId: requestId }, 'newsletter subscription confirmed');
  } else {
    token = (url.searchParams.get('token') ?? '').slice(0, TOKEN_MAX);
    state = (await readConfirmToken(database.db, token)) ? 'ask' : 'invalid';
  }
  return { state, token, site: await loadSiteInfo() };
}
