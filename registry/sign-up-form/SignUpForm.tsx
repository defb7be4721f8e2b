import { startTransition, useEffect, useMemo, useState, type ComponentType } from 'react';
import { buildFieldModels, type FieldValue } from '../../forms/field-model.ts';
import { frameProps } from '../module-frame.tsx';
import type { ModuleProps } from '../module-props.ts';
import type { FormilyFormProps } from './FormilyForm.tsx';
import { StaticForm } from './StaticForm.tsx';
import './SignUpForm.css';

let formily: Promise<ComponentType<FormilyFormProps>> | undefined;

/**
 * Loads the Formily form (and Formily itself) only in the browser, only on pages with a form; once
 * for every form of the page (each import() call would check the chunk's preloads in the document
 * again). A failed load is asked again by the next form.
 */
function loadFormilyForm(): Promise<ComponentType<FormilyFormProps>> {
  formily ??= import('./FormilyForm.tsx').then(
    (loaded) => loaded.FormilyForm,
    (error: unknown) => {
      formily = undefined;
      throw error;
    },
  );
  return formily;
}

/**
 * Module type 8, the sign-up form. The first render (and the server render) is a static form of the
 * configured fields (R5.09: selected ones, by weight); Formily is imported after mount and takes over,
 * carrying over what was typed and a submit tapped meanwhile.
 */
export function SignUpForm({ module }: ModuleProps<'signUpForm'>) {
  const { fieldList, jsonMap } = module.data;
  const fields = useMemo(() => buildFieldModels(fieldList), [fieldList]);
  const [Live, setLive] = useState<ComponentType<FormilyFormProps> | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [early, setEarly] = useState(false);
  const [typed, setTyped] = useState<Record<string, FieldValue>>({});

  useEffect(() => {
    let live = true;
    loadFormilyForm().then(
      // A transition: React builds the Formily form in short slices while the static form stays
      // in use (a plain update would build it in one long task; typing meanwhile restarts it).
      (component) => live && startTransition(() => setLive(() => component)),
      (error: unknown) => console.error('[sign-up-form] Formily failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section {...frameProps(module, 'bc-sign-up')}>
      {Live ? (
        <Live
          moduleId={module.id}
          fields={fields}
          jsonMap={jsonMap}
          earlyValues={typed}
          agreed={agreed}
          onAgree={setAgreed}
          submitNow={early}
        />
      ) : (
        <StaticForm
          fields={fields}
          jsonMap={jsonMap}
          onValues={setTyped}
          onEarlySubmit={() => setEarly(true)}
          submitting={early}
          agreed={agreed}
          onAgree={setAgreed}
        />
      )}
    </section>
  );
}
