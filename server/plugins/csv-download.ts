import type { FastifyReply } from 'fastify';

/** A table for a spreadsheet: the browser saves it as `fileName` rather than showing it. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
