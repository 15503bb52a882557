import type { MessageId } from '@contract/messages/en';
import type { EraFilter } from '@content/characters';
import type { TimelineCategory } from '@content/timeline';

/**
 * The names of the product's fixed lists (the timeline's categories, the characters' eras) by
 * catalogue id: interface words, in the catalogues with every other, the same on the public
 * pages and in the admin panel's pickers.
 */
export const timelineCategoryIds = {
  creation: 'timeline.category.creation',
  patriarchs: 'timeline.category.patriarchs',
  exodus: 'timeline.category.exodus',
  kingdom: 'timeline.category.kingdom',
  exile: 'timeline.category.exile',
  messiah: 'timeline.category.messiah',
  church: 'timeline.category.church',
  prophecy: 'timeline.category.prophecy',
} as const satisfies Record<TimelineCategory, MessageId>;

export const eraIds = {
  all: 'characters.era.all',
  patriarchs: 'characters.era.patriarchs',
  exodus: 'characters.era.exodus',
  judges: 'characters.era.judges',
  kingdom: 'characters.era.kingdom',
  exile: 'characters.era.exile',
  return: 'characters.era.return',
  messiah: 'characters.era.messiah',
  apostolic: 'characters.era.apostolic',
} as const satisfies Record<EraFilter, MessageId>;
