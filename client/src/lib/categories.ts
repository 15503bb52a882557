import type { MessageId } from '@contract/messages/en';
import type { ArticleCategory } from '@contract/publishing';
import { useIntl } from 'react-intl';

/**
 * The teaching categories (articles and studies share them) by catalogue id. They are stored and
 * written in addresses in English; only what the reader sees is translated.
 */
const categoryIds = {
  Doctrine: 'category.doctrine',
  Prophecy: 'category.prophecy',
  Eschatology: 'category.eschatology',
  Christology: 'category.christology',
  Practice: 'category.practice',
  Scripture: 'category.scripture',
} as const satisfies Record<ArticleCategory, MessageId>;

const isCategory = (value: string): value is ArticleCategory => Object.hasOwn(categoryIds, value);

/** A category's name in the page's language; a name that is no category is shown as given. */
export function useCategoryName(): (category: string) => string {
  const intl = useIntl();
  return (category) =>
    isCategory(category) ? intl.formatMessage({ id: categoryIds[category] }) : category;
}
