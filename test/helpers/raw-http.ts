// Requests written byte for byte on a socket: request targets that fetch() would normalise or refuse
// (`/../`, `%2e%2e`, raw bytes, absolute forms) reach the server exactly as written.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function parseResponse(data: Buffer): RawResponse {
  const text = data.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete response head in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: data.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1')).toString('utf8') };
}

/** Sends one request with `Connection: close` and reads the whole answer. `target` may be raw bytes. */
export function rawRequest(
  port: number,
  target: string | Buffer,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const { method = 'GET', headers = {}, body } = options;
  const head = [
    `${method} `,
    target,
    ' HTTP/1.1\r\n',
    'Host: 127.0.0.1\r\nConnection: close\r\n',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`),
    body === undefined ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`,
    '\r\n',
    body ?? '',
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer in 10 s for ${String(target).slice(0, 80)}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (err) {
        reject(err);
      }
    });
    socket.write(Buffer.concat(head.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part))));
  });
}
