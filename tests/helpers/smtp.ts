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
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port?: number): Promise<TestSmtp> {
  const p = port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, cb) {
      if (down) return cb(Object.assign(new Error('Service unavailable (test outage)'), { responseCode: 421 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(p, '127.0.0.1', resolve));
  return {
    port: p,
    url: `smtp://127.0.0.1:${p}`,
    messages,
    setDown: (d) => void (down = d),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
