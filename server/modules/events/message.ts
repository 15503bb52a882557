/**
 * Staff write to everyone registered for an event (a place or the waitlist; not the visitors who
 * have not confirmed their address): one e-mail each through the mail outbox, framed in the
 * person's language, queued with an audit line in one transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  EVENT_MESSAGE_NOBODY,
  EVENT_MESSAGE_SENT,
  EVENT_NOT_FOUND,
} from '../../../contract/events';
import type { Database } from '../../db/types';
import { eventRegistrations, events } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { SessionUser } from '../../domain/sessions';
import { badRequest, notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { eventMessageMail } from './mail';

export interface EventMessageDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
}

export function createEventMessages(deps: EventMessageDeps) {
  const { db, clock, publicUrl } = deps;
  return {
    async send(
      staff: SessionUser,
      id: number,
      message: { subject: string; body: string },
      address: string,
    ): Promise<{ sent: number; message: string }> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select({ id: events.id, slug: events.slug, title: events.title })
          .from(events)
          .where(eq(events.id, id));
        if (!event) throw notFound(EVENT_NOT_FOUND);
        const people = await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, id),
              inArray(eventRegistrations.status, ['confirmed', 'waitlisted']),
            ),
          );
        if (people.length === 0) throw badRequest(EVENT_MESSAGE_NOBODY);
        for (const registrant of people) {
          await queueMail(tx, eventMessageMail({ event, registrant, ...message, publicUrl }), now);
        }
        await recordAudit(tx, {
          actor: staff,
          action: 'events.message',
          target: { type: 'event', id },
          summary: `${people.length} · ${message.subject}`,
          address,
          at: now,
        });
        return { sent: people.length, message: EVENT_MESSAGE_SENT };
      });
    },
  };
}

export type EventMessages = ReturnType<typeof createEventMessages>;
