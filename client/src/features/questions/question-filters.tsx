import { QUESTION_CATEGORIES, QUESTION_STATUSES } from '@contract/questions';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SearchInput } from '@client/components/search-input';
import { Label } from '@client/components/ui/label';
import { categoryLabel, selectClass, statusLabel } from './question-parts';

export interface FilterState {
  q: string;
  category: string;
  status: string;
}

/** Search box plus category and status selects; `showCategory` false hides the category. */
export function QuestionFilters({
  value,
  onChange,
  showCategory = true,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
  showCategory?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem_12rem]" role="search">
      <div>
        <Label htmlFor={`${id}-q`}>{intl.formatMessage({ id: 'questions.search' })}</Label>
        <SearchInput
          id={`${id}-q`}
          boxClassName="mt-1"
          placeholder={intl.formatMessage({ id: 'questions.searchPlaceholder' })}
          value={value.q}
          onChange={(e) => onChange({ ...value, q: e.target.value })}
        />
      </div>
      {showCategory ? (
        <div>
          <Label htmlFor={`${id}-category`}>
            {intl.formatMessage({ id: 'questions.category' })}
          </Label>
          <select
            id={`${id}-category`}
            className={selectClass}
            value={value.category}
            onChange={(e) => onChange({ ...value, category: e.target.value })}
          >
            <option value="all">{intl.formatMessage({ id: 'questions.allCategories' })}</option>
            {QUESTION_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(intl, c)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <Label htmlFor={`${id}-status`}>{intl.formatMessage({ id: 'questions.status' })}</Label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}
        >
          <option value="all">{intl.formatMessage({ id: 'questions.allStatuses' })}</option>
          {QUESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(intl, s)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The member's own questions filtered in the browser: case-insensitive title or content, status. */
export function filterOwn<T extends { title: string; content: string; status: string }>(
  list: T[],
  filter: Pick<FilterState, 'q' | 'status'>,
): T[] {
  const q = filter.q.trim().toLowerCase();
  return list.filter(
    (item) =>
      (filter.status === 'all' || item.status === filter.status) &&
      (!q || item.title.toLowerCase().includes(q) || item.content.toLowerCase().includes(q)),
  );
}
