/** What the newsletter confirmation page shows: the button, the outcome, or a bad link. */
export type ConfirmState = 'ask' | 'confirmed' | 'already-confirmed' | 'invalid';
