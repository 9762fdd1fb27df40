// /newsletter/unsubscribe: a GET shows a button (link scanners open links, so
// opening it changes nothing); the button's POST unsubscribes at once. Mail
// providers' one-click POSTs (token in the URL) are answered before the app,
// in http/one-click-unsubscribe.ts.
import { getRuntime } from '../foundation/runtime.ts';
import { readUnsubscribeToken, unsubscribe } from '../email/unsubscribe.ts';
import { loadSiteInfo } from './site-context.ts';
import type { UnsubscribeState } from '../../newsletter/unsubscribe-state.ts';

const TOKEN_MAX = 200;

export async function loadNewsletterUnsubscribe(request: Request, url: URL, requestId: string | undefined) {
  const { database, logger } = getRuntime();
  let state: UnsubscribeState;
  let token = '';
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    const posted = form?.get('token');
    state = await unsubscribe(database.db, typeof posted === 'string' ? posted.slice(0, TOKEN_MAX) : null);
    if (state === 'unsubscribed') logger.info({ reqId: requestId }, 'newsletter unsubscribe');
  } else {
    token = (url.searchParams.get('token') ?? '').slice(0, TOKEN_MAX);
    state = (await readUnsubscribeToken(database.db, token)) ? 'ask' : 'invalid';
  }
  return { state, token, site: await loadSiteInfo() };
}
