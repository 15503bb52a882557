/**
 * A local SMTP server for the newsletter benchmark, in its own process so its work and memory
 * are not counted as the sender's. Prints `port <n>` when listening and `received <n>` on exit.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  maxClients: 100,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
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
