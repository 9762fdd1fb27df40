import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Map<string, string>;
  body: string;
}

/**
 * Writes `request` as it is to a fresh socket (so request lines fetch would
 * never send, such as absolute form or a space in the path, can be tried) and
 * reads the answer until the server closes. Send `Connection: close`.
 */
export function rawRequest(port: number, request: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (text += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const i = line.indexOf(':');
        if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: split < 0 ? '' : text.slice(split + 4) });
    });
    socket.setTimeout(timeoutMs, () => socket.destroy());
  });
}
