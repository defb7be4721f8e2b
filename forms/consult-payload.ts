import type { FormJsonMap } from '../schemas/index.ts';
import type { FieldModel, FieldValue } from './field-model.ts';

/** Page-level values every stay-consult commit carries (spec §7): the lead fills them from the page and its query. */
export interface ConsultContext {
  activeId?: string;
  channel?: string;
  /** Promotion click id (gdt_vid, qz_gdt or track_id) and its platform (R9.15). */
  clickId?: string;
  platform?: number;
  repeatCommitMode?: number;
  isLaunchClue?: number;
  /** Login scene and scene id (query sceneId) sent with the login payload. */
  scene?: string;
  sceneId?: string;
}

/** R9.04: stay-consult source 1, type 2. */
export const CONSULT_SOURCE = 1;
export const CONSULT_TYPE = 2;

/** The stay-consult commit body: named standard fields plus the fixed keys below. */
export type ConsultPayload = Record<string, unknown> & {
  source: number;
  type: number;
  extendField: Record<string, string>;
  otherJsonValue: string;
};

/** R5.09: checkbox, region and industry picks are joined with '/'. */
export function submittedValue(value: FieldValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value.trim() : value.join('/');
}

function listed(list: string | undefined): Set<string> | undefined {
  const keys = list
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys && keys.length > 0 ? new Set(keys) : undefined;
}

/**
 * The commit body of a sign-up: standard fields by key (limited to `select_field` when it is set; the
 * SMS code is never committed), extended fields in `extendField` (key → value) and `otherJsonValue`
 * (JSON list of {fieldName, realName, value}), and the context's page values.
 */
export function buildConsultPayload(
  fields: readonly FieldModel[],
  values: Readonly<Record<string, FieldValue>>,
  jsonMap: FormJsonMap | undefined,
  context: ConsultContext,
): ConsultPayload {
  const standardKeys = listed(jsonMap?.select_field);
  const customKeys = listed(jsonMap?.select_custom_field);
  const named: Record<string, string> = {};
  const extendField: Record<string, string> = {};
  const other: { fieldName: string; realName: string; value: string }[] = [];
  for (const field of fields) {
    const value = submittedValue(values[field.key]);
    if (field.extended) {
      if (customKeys && !customKeys.has(field.key)) continue;
      extendField[field.key] = value;
      other.push({ fieldName: field.key, realName: field.label, value });
    } else if (field.kind !== 'smsCode' && (!standardKeys || standardKeys.has(field.key))) {
      named[field.key] = value;
    }
  }
  const { scene: _scene, sceneId: _sceneId, ...page } = context;
  return {
    ...named,
    ...page,
    source: CONSULT_SOURCE,
    type: CONSULT_TYPE,
    extendField,
    otherJsonValue: JSON.stringify(other),
  };
}
