import { useCallback, useMemo, useRef, useState } from 'react';
import { useAction } from '../../actions/use-action.tsx';
import type { FieldModel, FieldValue } from '../../forms/field-model.ts';
import { useFormServices } from '../../forms/form-services.tsx';
import { showsSuccessDialog, successJump } from './after-success.ts';
import { createIdempotencyKeys } from '../../forms/sign-up/idempotency.ts';
import { submitSignUp } from '../../forms/sign-up/submit-sign-up.ts';
import type { FormJsonMap } from '../../schemas/index.ts';

interface SubmitSetup {
  moduleId: string;
  fields: readonly FieldModel[];
  jsonMap: FormJsonMap | undefined;
  values: () => Readonly<Record<string, FieldValue>>;
  /** Clears the form after a success (R4.03). */
  clear: () => void;
}

/** The submit of a sign-up form: one at a time, then the success dialog or the jump. */
export interface SignUpSubmit {
  submitting: boolean;
  submit(agreed: boolean): Promise<void>;
  dialogOpen: boolean;
  /** Closes the success dialog; `jump` continues to the configured target. */
  closeDialog(jump: boolean): void;
}

/**
 * R4.03: a second tap while a submission runs does nothing; after a success the form is cleared and
 * the success dialog opens, or the page jumps at once (an intent: renderers never navigate).
 */
export function useSignUpSubmit({
  moduleId,
  fields,
  jsonMap,
  values,
  clear,
}: SubmitSetup): SignUpSubmit {
  const services = useFormServices();
  const dispatch = useAction();
  const [submitting, setSubmitting] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const running = useRef(false);
  const keys = useMemo(
    () => createIdempotencyKeys(services.storage.session, moduleId),
    [services, moduleId],
  );

  const jump = useCallback(() => {
    const intent = successJump(jsonMap);
    if (intent) void dispatch(intent);
  }, [dispatch, jsonMap]);

  const submit = useCallback(
    async (agreed: boolean) => {
      if (running.current) return;
      running.current = true;
      setSubmitting(true);
      try {
        const context = await services.context();
        const outcome = await submitSignUp(
          { ...services, keys },
          { fields, values: values(), jsonMap, context, agreed },
        );
        if (outcome !== 'done') return;
        clear();
        if (showsSuccessDialog(jsonMap)) setDialogOpen(true);
        else jump();
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [services, keys, fields, values, jsonMap, clear, jump],
  );

  const closeDialog = useCallback(
    (andJump: boolean) => {
      setDialogOpen(false);
      if (andJump) jump();
    },
    [jump],
  );

  return { submitting, submit, dialogOpen, closeDialog };
}
