import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test's own process (the `smtp-server` package): it accepts every
 * message on a free port and keeps each one as it arrived (raw RFC 822), to be read back;
 * `failFirst` refuses that many messages first.
 */
export async function startSmtpCatcher(options: { failFirst?: number } = {}) {
  const received: string[] = [];
  let refusals = options.failFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A server having a bad moment: the message is refused, as a real one's 451 would be.
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
