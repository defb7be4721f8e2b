import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useFormServices } from '../../forms/form-services.tsx';
import { createDraftStore } from '../../forms/sign-up/draft.ts';
import { createIdempotencyKeys } from '../../forms/sign-up/idempotency.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import type { MeetingFormValues } from './sign-up-fields.ts';
import { submitMeetingSignUp } from './submit-meeting-sign-up.ts';
import { useFace, type Face } from './use-face.ts';

/** Nothing to subscribe to: whether the page has hydrated never changes afterwards. */
const unchanging = () => () => undefined;

/** The visitor's own state (docs/conference.md): unknown until asked (and on the server). */
export type SignedUpStatus = 'unknown' | 'no' | 'yes';

/** What the visitor reads when submitting finds the sign-up already stored. */
export const ALREADY_SIGNED_UP = '您已报名本次会议';

/** The sign-up form's state and actions. */
export interface MeetingSignUpState extends Face {
  values: MeetingFormValues;
  change(key: string, value: MeetingFormValues[string]): void;
  agreed: boolean;
  agree(agreed: boolean): void;
  loggedIn: boolean;
  login(): void;
  signedUp: SignedUpStatus;
  submitting: boolean;
  submit(): Promise<void>;
  /** The success dialog (R4.03's success dialog, spec §2). */
  succeeded: boolean;
  closeSuccess(): void;
}

/**
 * A meeting's sign-up for this visitor: the input kept in session storage (it survives failures
 * and the login round trip; read after hydration, so the server's HTML stays anonymous), whether the
 * visitor signed up already (asked once logged in), and one submission at a time (ten taps send one);
 * opened from an invitation (`invitationId`), the invitation is saved once signed up.
 */
export function useMeetingSignUp(mid: string, invitationId?: string): MeetingSignUpState {
  const services = useFormServices();
  const loggedIn = useSyncExternalStore(
    services.auth.subscribe,
    () => services.auth.isLoggedIn(),
    () => false,
  );
  const draft = useMemo(
    () => createDraftStore(services.storage.session, `meeting.${mid}`),
    [services, mid],
  );
  const keys = useMemo(
    () => createIdempotencyKeys(services.storage.session, `meeting.${mid}`),
    [services, mid],
  );
  // The kept input shows once hydrated (the server's HTML and the hydrating render are anonymous);
  // the visitor's edits replace it from the first one.
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const kept = useMemo(() => (hydrated ? (draft.load() ?? {}) : {}), [draft, hydrated]);
  const [edited, setValues] = useState<MeetingFormValues>();
  const values = edited ?? kept;
  const [agreed, agree] = useState(false);
  const [known, setKnown] = useState<{ userId: string; signedUp: boolean }>();
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const busy = useRef(false);
  const face = useFace(services, loggedIn);
  const userId = loggedIn ? services.auth.user()?.id : undefined;

  const askSignedUp = useCallback(async (): Promise<boolean> => {
    const answer = await services.api.call('conferenceSignUpDataMySignUpDataPage', {
      body: { mid, pageIndex: 1, pageSize: 1 },
    });
    if (answer.code !== SUCCESS_CODE) return false;
    return (answer.data.total ?? answer.data.records?.length ?? 0) > 0;
  }, [services, mid]);

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    askSignedUp().then(
      (signedUp) =>
        live &&
        setKnown((shown) =>
          shown?.userId === userId && shown.signedUp ? shown : { userId, signedUp },
        ),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [askSignedUp, userId]);

  const change = useCallback(
    (key: string, value: MeetingFormValues[string]) =>
      setValues((shown) => {
        const next = { ...(shown ?? kept), [key]: value };
        draft.save(next);
        return next;
      }),
    [draft, kept],
  );

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const outcome = await submitMeetingSignUp(
        { ...services, keys },
        {
          mid,
          ...(invitationId ? { invitationId } : {}),
          values,
          agreed,
          hasFace: face.face.status !== 'none',
          checkedFace: face.checked,
          signedUp: askSignedUp,
        },
      );
      const user = services.auth.user()?.id;
      if (outcome === 'done' || outcome === 'already') {
        if (user !== undefined) setKnown({ userId: user, signedUp: true });
        draft.clear();
        setValues({});
      }
      if (outcome === 'done') setSucceeded(true);
      if (outcome === 'already') services.notify(ALREADY_SIGNED_UP);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [services, keys, mid, invitationId, values, agreed, face, askSignedUp, draft]);

  const signedUp: SignedUpStatus =
    userId === undefined || known?.userId !== userId ? 'unknown' : known.signedUp ? 'yes' : 'no';
  return {
    ...face,
    values,
    change,
    agreed,
    agree,
    loggedIn,
    login: () => void services.ensureLogin(),
    signedUp,
    submitting,
    submit,
    succeeded,
    closeSuccess: () => setSucceeded(false),
  };
}
