import net from 'node:net';

/**
 * Sends `GET <target> HTTP/1.1` with `target` in absolute form (`http://other.example/path`), as
 * only a forward proxy's client does and no fetch API can, to the server at `base`; its status and
 * Location.
 */
export function absoluteFormRequest(
  base: string,
  target: string,
  host = new URL(base).host,
): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let head = '';
    socket.on('data', (chunk) => (head += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1],
      }),
    );
  });
}
