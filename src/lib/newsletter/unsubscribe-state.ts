/** What the unsubscribe page shows: the button, the outcome, or a bad link. */
export type UnsubscribeState = 'ask' | 'unsubscribed' | 'already-unsubscribed' | 'invalid';
