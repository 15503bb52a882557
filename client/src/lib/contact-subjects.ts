import type { ContactSubject } from '@contract/contact';
import type { MessageId } from '@contract/messages/en';

/** The contact form's subjects by catalogue id (the form offers them; the admin's inbox shows them). */
export const contactSubjectIds = {
  general: 'contact.subject.general',
  doctrine: 'contact.subject.doctrine',
  manuscript: 'contact.subject.manuscript',
  kingdom: 'contact.subject.kingdom',
  prophecy: 'contact.subject.prophecy',
  other: 'contact.subject.other',
} as const satisfies Record<ContactSubject, MessageId>;
