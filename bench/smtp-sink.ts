/**
 * A local SMTP server for the benchmarks, in its own process so its work and memory are not
 * counted as the sender's. Prints `port <n>` when listening, `verify <address> <token>` for each
 * address-verification link it receives (the load bench's members follow theirs, as people do),
 * and `received <n>` on exit.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { verificationTokenIn } from './load-client';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 100,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const raw = Buffer.concat(chunks).toString('utf8');
      const token = verificationTokenIn(raw);
      const to = session.envelope.rcptTo[0]?.address;
      if (token !== undefined && to !== undefined) console.log(`verify ${to} ${token}`);
      callback();
    });
  },
});
// A client that goes away mid-session (a server being stopped) is not the sink's failure.
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => {
  console.log(`port ${(server.server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  console.log(`received ${received}`);
  server.close(() => process.exit(0));
});
