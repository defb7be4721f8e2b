import type { CompiledValidator } from 'virtual:validators';
import { SUCCESS_CODE, type Envelope } from '../lib/wire.ts';
import { dropAbsent } from '../schemas/normalize.ts';
import { ApiError } from './api-error.ts';
import type { CheckedEndpoint } from './answer-types.ts';

/**
 * The edge of api/: a successful answer's data, read as its schema's types (null and "" dropped as
 * absent, loose types coerced), or an ApiError of kind 'shape' naming the call and the field path.
 * Other codes pass unchanged: their message is for the person.
 */
export function checkAnswer(
  name: CheckedEndpoint,
  envelope: Envelope,
  validate: CompiledValidator | undefined,
): Envelope {
  if (envelope.code !== SUCCESS_CODE) return envelope;
  if (!validate) throw new Error(`no answer schema compiled for ${name}`);
  const data = dropAbsent(envelope.data);
  if (validate(data)) return { ...envelope, data };
  const issue = validate.errors?.[0];
  const detail = `${name}: data${issue?.instancePath ?? ''} ${issue?.message ?? 'does not match its schema'}`;
  throw new ApiError('shape', name, { detail });
}
