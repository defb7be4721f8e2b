/** One level of a cascade picker: loading, failed (with its retry), or its options. */
export type PickerLevelState<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; options: readonly T[] };

interface PickerLevelProps<T> {
  /** The listbox's name (the picker's title). */
  label: string;
  /** What was picked so far, level by level. */
  path: readonly T[];
  level: PickerLevelState<T>;
  idOf(item: T): string;
  nameOf(item: T): string;
  /** Back to the level at `depth` (a crumb tapped). */
  onBack(depth: number): void;
  onRetry(): void;
  onChoose(item: T): void;
}

/**
 * The inside of a cascade picker's popup, whatever feeds it (a tree known at once, or a level asked
 * for when reached): the picked path as crumbs, 请选择 at the current level, then the level's state.
 */
export function PickerLevel<T>({
  label,
  path,
  level,
  idOf,
  nameOf,
  onBack,
  onRetry,
  onChoose,
}: PickerLevelProps<T>) {
  return (
    <>
      <div className="bc-picker__trail" role="tablist">
        {path.map((item, index) => (
          <button
            key={idOf(item)}
            type="button"
            role="tab"
            aria-selected="false"
            className="bc-picker__crumb"
            onClick={() => onBack(index)}
          >
            {nameOf(item)}
          </button>
        ))}
        <span
          role="tab"
          aria-selected="true"
          className="bc-picker__crumb bc-picker__crumb--current"
        >
          请选择
        </span>
      </div>
      {level.state === 'loading' && <p className="bc-picker__note">加载中…</p>}
      {level.state === 'failed' && (
        <button type="button" className="bc-picker__note bc-picker__retry" onClick={onRetry}>
          加载失败，点击重试
        </button>
      )}
      {level.state === 'ready' && (
        <ul className="bc-picker__list" role="listbox" aria-label={label}>
          {level.options.map((item) => (
            <li key={idOf(item)} role="option" aria-selected="false">
              <button type="button" className="bc-picker__option" onClick={() => onChoose(item)}>
                {nameOf(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
