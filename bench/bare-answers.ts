/**
 * The ceiling for the Bible benchmark: a bare node:http server answering the same bytes with the
 * same headers from a map, and nothing else. Run as a child of bench/bible.ts with the answers'
 * file; prints "ready <port>".
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Saved {
  path: string;
  headers: string[];
  body: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-answers.ts <answers.json>');
const answers = new Map(
  (JSON.parse(readFileSync(file, 'utf8')) as Saved[]).map((a) => [
    a.path,
    { headers: [...a.headers, 'x-request-id', ''], body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  answer.headers[answer.headers.length - 1] = randomUUID();
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`ready ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
