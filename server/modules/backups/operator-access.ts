/**
 * How `npm run backup` reaches the running site on the embedded database, which no second process
 * may open: the site writes a random token and its port to DATA_DIR/operator-access.json (readable
 * by the site's own user only) once it listens; the script presents the token from this machine.
 * Whoever can read that file can read the data folder itself, so it grants nothing new.
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const operatorAccessFile = (dataDir: string) => path.join(dataDir, 'operator-access.json');

const accessSchema = z.object({
  pid: z.number().int(),
  port: z.number().int(),
  origin: z.string(),
  token: z.string().min(32),
});
export type OperatorAccess = z.infer<typeof accessSchema>;

/** Written after listening; removed when the site stops (a stale file names a dead process). */
export function writeOperatorAccess(dataDir: string, access: OperatorAccess): () => void {
  const file = operatorAccessFile(dataDir);
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  return () => {
    try {
      const current = accessSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (current.success && current.data.pid === access.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

export function readOperatorAccess(dataDir: string): OperatorAccess | undefined {
  try {
    const parsed = accessSchema.safeParse(
      JSON.parse(readFileSync(operatorAccessFile(dataDir), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Does the request carry this process's operator token, from this machine? */
export function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
