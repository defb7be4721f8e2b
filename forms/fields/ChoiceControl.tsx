import type { FieldModel, FieldValue } from '../field-model.ts';

/** Radio (one pick) or checkbox (several picks) options as tappable chips over native inputs. */
export function ChoiceControl({
  field,
  id,
  value,
  onChange,
}: {
  field: FieldModel;
  id: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}) {
  const multiple = field.kind === 'checkbox';
  const picked = typeof value === 'string' ? (value ? [value] : []) : value;
  const toggle = (option: string) => {
    if (!multiple) return onChange(option);
    onChange(
      picked.includes(option) ? picked.filter((item) => item !== option) : [...picked, option],
    );
  };
  return (
    <div
      className="bc-field__choices"
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={`${id}-label`}
    >
      {field.options.map((option, index) => (
        <label
          key={option}
          className={
            picked.includes(option) ? 'bc-field__chip bc-field__chip--on' : 'bc-field__chip'
          }
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={field.key}
            id={index === 0 ? id : undefined}
            value={option}
            checked={picked.includes(option)}
            onChange={() => toggle(option)}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}
