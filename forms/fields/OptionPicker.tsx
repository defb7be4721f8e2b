import { Popup } from '../../ui/Popup.tsx';
import './pickers.css';

/** A bottom list of plain options (extended picker fields, type 3). */
export function OptionPicker({
  open,
  title,
  options,
  value,
  onPick,
  onClose,
}: {
  open: boolean;
  title: string;
  options: string[];
  value: string;
  onPick: (option: string) => void;
  onClose: () => void;
}) {
  return (
    <Popup open={open} onClose={onClose} title={title} className="bc-picker">
      <ul className="bc-picker__list" role="listbox" aria-label={title}>
        {options.map((option) => (
          <li key={option} role="option" aria-selected={option === value}>
            <button
              type="button"
              className={
                option === value
                  ? 'bc-picker__option bc-picker__option--active'
                  : 'bc-picker__option'
              }
              onClick={() => onPick(option)}
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
