import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  raw: string;
  header(name: string): string | undefined;
  to: string[];
}

function parse(raw: string, recipients: string[]): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { raw, header: (n) => headers.get(n.toLowerCase()), to: recipients };
}

export interface TestSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Refuse connections (an outage) or accept them again. */
  setDown(down: boolean): void;
  /** Addresses refused with a permanent 550 at RCPT TO (a mailbox that does not exist). */
  refused: Set<string>;
  /**
   * Keeps the n-th message received (counting from 1) but withholds its 250 until
   * `release()`: the sender's process can be killed while the server is answering.
   */
  holdAnswerTo(n: number): Promise<{ mail: ReceivedMail; release(): void }>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port?: number): Promise<TestSmtp> {
  const p = port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  let down = false;
  const refused = new Set<string>();
  const holds = new Map<number, (held: { mail: ReceivedMail; release(): void }) => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, cb) {
      if (down) return cb(Object.assign(new Error('Service unavailable (test outage)'), { responseCode: 421 }));
      cb();
    },
    // A connection opened before the outage (the worker keeps one open) is refused too.
    onMailFrom(_address, _session, cb) {
      if (down) return cb(Object.assign(new Error('Service unavailable (test outage)'), { responseCode: 421 }));
      cb();
    },
    onRcptTo(address, _session, cb) {
      if (refused.has(address.address.toLowerCase()))
        return cb(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        messages.push(mail);
        const hold = holds.get(messages.length);
        if (!hold) return cb();
        holds.delete(messages.length);
        hold({ mail, release: () => cb() });
      });
    },
  });
  // A client killed mid-conversation (a fault test's SIGTERM or SIGKILL) resets its socket, and
  // smtp-server emits that as 'error': without a listener it became an uncaught exception that
  // failed the run (tests/faults/dev-server.test.ts under load). Anything else is still shown.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') console.error('test SMTP server:', err);
  });
  await new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve));
  return {
    port: p,
    url: `smtp://127.0.0.1:${p}`,
    messages,
    setDown: (d) => void (down = d),
    refused,
    holdAnswerTo: (n) => new Promise((resolve) => holds.set(n, resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
