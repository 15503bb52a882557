import { SearchInput } from '@client/components/search-input';

/**
 * The search box over an admin list, as wide as a narrow column; its label is for screen readers
 * only, and is also the box's hint text (its `placeholder` attribute) unless a longer hint is
 * given.
 */
export function ListSearch({
  id,
  label,
  placeholder = label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  return (
    <SearchInput
      id={id}
      hiddenLabel={label}
      boxClassName="w-full max-w-sm"
      placeholder={placeholder}
      value={value}
      onChange={(e) => onSearch(e.target.value)}
    />
  );
}
