import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormServices } from '../../forms/form-services.tsx';
import { checkFace, NO_FACE } from './check-face.ts';
import { faceFileProblem } from './face-file.ts';

/** Where the face photo stands, and its preview once picked. */
export interface FaceState {
  status: 'none' | 'picked' | 'checking' | 'passed' | 'noFace' | 'failed';
  preview?: string;
}

/** The face photo of one sign-up: picked, checked on the phone, then by the face service. */
export interface Face {
  face: FaceState;
  /** A photo picked: checked on the phone (a message when refused), and by the service when logged in. */
  pick(file: File): Promise<void>;
  /** The checked photo's address, checking it now if needed; undefined when it has no face or failed (told). */
  checked(): Promise<string | undefined>;
}

/**
 * The face check's life (docs/conference.md): a photo is refused at once when it is not a JPG or
 * PNG or over 5 MB; the service checks it as soon as the visitor is logged in (at once when already
 * so, else at the submit after the login), once per photo; no face found says so clearly.
 */
export function useFace(services: FormServices, loggedIn: boolean): Face {
  const [face, setFace] = useState<FaceState>({ status: 'none' });
  const file = useRef<File | undefined>(undefined);
  const checking = useRef<Promise<string | undefined> | undefined>(undefined);
  const preview = face.preview;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const run = useCallback((): Promise<string | undefined> => {
    const picked = file.current;
    if (!picked) return Promise.resolve(undefined);
    checking.current ??= (async () => {
      setFace((shown) => ({ ...shown, status: 'checking' }));
      const found = await checkFace(services, picked);
      if (file.current !== picked) return undefined;
      if (found.status === 'noFace') services.notify(NO_FACE);
      if (found.status === 'failed') services.notify(found.message);
      // A photo without a face, or whose check failed, is checked again at the next submit.
      if (found.status !== 'passed') checking.current = undefined;
      setFace((shown) => ({ ...shown, status: found.status }));
      return found.status === 'passed' ? found.url : undefined;
    })();
    return checking.current;
  }, [services]);

  const pick = useCallback(
    async (picked: File) => {
      const problem = await faceFileProblem(picked);
      if (problem) return services.notify(problem);
      file.current = picked;
      checking.current = undefined;
      setFace({ status: 'picked', preview: URL.createObjectURL(picked) });
      if (loggedIn) void run();
    },
    [services, loggedIn, run],
  );

  return { face, pick, checked: run };
}
