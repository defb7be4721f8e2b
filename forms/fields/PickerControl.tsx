import { useCallback, useState } from 'react';
import { useFormServices } from '../form-services.tsx';
import type { FieldModel, FieldValue } from '../field-model.ts';
import { CascadePicker } from './CascadePicker.tsx';
import { OptionPicker } from './OptionPicker.tsx';
import { loadTree } from './tree.ts';

/** A field picked in a bottom sheet: options (type 3), the region tree or the industry tree. */
export function PickerControl({
  field,
  id,
  value,
  invalid,
  onChange,
}: {
  field: FieldModel;
  id: string;
  value: FieldValue;
  invalid: boolean;
  onChange: (value: FieldValue) => void;
}) {
  const { api } = useFormServices();
  const [open, setOpen] = useState(false);
  const kind = field.kind === 'region' || field.kind === 'industry' ? field.kind : undefined;
  const load = useCallback(() => loadTree(api, kind ?? 'region'), [api, kind]);
  const shown = typeof value === 'string' ? value : value.join('/');
  const pick = (next: FieldValue) => {
    setOpen(false);
    onChange(next);
  };
  return (
    <>
      <button
        type="button"
        id={id}
        className={shown ? 'bc-field__picker' : 'bc-field__picker bc-field__picker--empty'}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
      >
        {shown || `请选择${field.label}`}
      </button>
      {kind ? (
        <CascadePicker
          open={open}
          title={`选择${field.label}`}
          load={load}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      ) : (
        <OptionPicker
          open={open}
          title={`选择${field.label}`}
          options={field.options}
          value={shown}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
