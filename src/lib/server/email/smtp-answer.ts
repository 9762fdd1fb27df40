// A mail server's refusal in words an owner can act on, before the server's own
// words (issue 38: 'Send a test e-mail' reports the answer in plain words). The
// outbox keeps only the message text, so the common cases are told apart by it.
const PLAIN: [RegExp, string][] = [
  [/\b55[0-9]\b|sender|not permitted|relay/i, 'The mail server would not send as that sender address: use one it allows.'],
  [/Invalid login|auth|535|534|530 /i, 'The mail server refused the user name or password.'],
  [/ECONNREFUSED|connect ECONN|Connection refused/i, 'Nothing answered at that server name and port: check both.'],
  [/ENOTFOUND|EAI_AGAIN|getaddrinfo/i, 'That server name does not exist: check its spelling.'],
  [/timeout|ETIMEDOUT|Greeting never received/i, 'The mail server did not answer in time: check the port and security.'],
  [
    /wrong version number|SSL|TLS|certificate|STARTTLS/i,
    'The connection’s security does not match the server: try STARTTLS with port 587, or TLS with port 465.',
  ],
];

export function plainSmtpError(error: string): string {
  const plain = PLAIN.find(([re]) => re.test(error))?.[1];
  const said = `${error.trim().replace(/[.\s]+$/, '')}.`;
  return plain ? `${plain} The server said: ${said}` : `The mail server said: ${said}`;
}
