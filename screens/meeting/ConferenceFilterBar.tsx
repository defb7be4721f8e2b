import type { ConferenceFilters } from '../../schemas/conference-list.ts';
import type { ConferenceFilter } from './load-conference-list.ts';

function Choices({
  title,
  options,
  chosen,
  onChoose,
}: {
  title: string;
  options: readonly { value: string; label?: string | undefined }[];
  chosen: string;
  onChoose: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div className="bc-conference-filter__row" role="group" aria-label={title}>
      <span className="bc-conference-filter__title" aria-hidden="true">
        {title}
      </span>
      {[{ value: '', label: '全部' }, ...options].map((option) => (
        <button
          type="button"
          key={option.value}
          className="bc-conference-filter__choice"
          aria-pressed={chosen === option.value}
          onClick={() => onChoose(option.value)}
        >
          {option.label || option.value}
        </button>
      ))}
    </div>
  );
}

/** The list's filters: a city and a sign-up state, each 全部 or one of the service's. */
export function ConferenceFilterBar({
  filters,
  filter,
  onChange,
}: {
  filters: ConferenceFilters;
  filter: ConferenceFilter;
  onChange: (filter: ConferenceFilter) => void;
}) {
  return (
    <div className="bc-conference-filter">
      <Choices
        title="城市"
        options={filters.cities ?? []}
        chosen={filter.city}
        onChoose={(city) => onChange({ ...filter, city })}
      />
      <Choices
        title="状态"
        options={filters.states ?? []}
        chosen={filter.state}
        onChoose={(state) => onChange({ ...filter, state })}
      />
    </div>
  );
}
