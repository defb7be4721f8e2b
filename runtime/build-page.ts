import type { PageModule } from '../registry/index.ts';
import {
  moduleKindOf,
  validate,
  type Background,
  type ModuleKind,
  type ModuleSub,
} from '../schemas/index.ts';
import type { ModuleDiagnostic, PageEntry, PageModel } from './page-model.ts';

/** A page answer that cannot become a page at all (not an object, no module list). */
export class PageShapeError extends Error {
  override name = 'PageShapeError';
}

/** Parses a JSON string, answering undefined instead of throwing. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The wire sends configs as strings holding JSON; some recorders and CMS versions send the object
 * itself. Both are read the same way.
 */
function asJsonText(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** Reads a `backgroundJson` string; a broken one means no background, never a broken page. */
export function parseBackground(text: string | undefined): Background {
  if (!text) return {};
  const parsed = parseJson(text);
  if (!parsed.ok) return {};
  const result = validate('background', parsed.value);
  return result.ok ? result.value : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe(raw: unknown): Pick<ModuleDiagnostic, 'moduleId' | 'name' | 'type'> {
  const entry = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  // Only a plain value is shown: an object may carry a toString that throws or is not a function.
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
  return {
    moduleId: text(entry['id']),
    name: text(entry['subModuleName']),
    type: text(entry['subModuleType']),
  };
}

function toModule(sub: ModuleSub, kind: ModuleKind, config: object): PageModule {
  const data = kind === 'goods' ? { ...config, products: sub.productInfoDto ?? [] } : config;
  return {
    kind,
    id: sub.id,
    name: sub.subModuleName ?? '',
    type: sub.subModuleType,
    ...(sub.moduleBackgroundImg ? { backgroundImg: sub.moduleBackgroundImg } : {}),
    data,
  } as PageModule;
}

/** Validates one `moduleSubs` entry alone: whatever is wrong with it drops only this module. */
export function buildEntry(raw: unknown): PageEntry {
  const identity = describe(raw);
  const fail = (
    stage: ModuleDiagnostic['stage'],
    schemaPath: string,
    message: string,
  ): PageEntry => ({
    ok: false,
    diagnostic: { ...identity, stage, schemaPath, message },
  });
  const entry = validate(
    'moduleSub',
    isRecord(raw) ? { ...raw, subModuleJson: asJsonText(raw['subModuleJson']) } : raw,
  );
  if (!entry.ok)
    return fail(
      'entry',
      entry.issue.schemaPath,
      `${entry.issue.instancePath || 'entry'} ${entry.issue.message}`,
    );
  const sub = entry.value;
  const kind = moduleKindOf(sub.subModuleType);
  if (!kind)
    return fail('type', '#/properties/subModuleType', `unknown module type ${sub.subModuleType}`);
  const parsed = parseJson(sub.subModuleJson);
  if (!parsed.ok) return fail('json', '#', `subModuleJson is not JSON: ${parsed.message}`);
  const config = validate(kind, parsed.value);
  if (!config.ok)
    return fail(
      'schema',
      config.issue.schemaPath,
      `${config.issue.instancePath || 'config'} ${config.issue.message}`,
    );
  return { ok: true, module: toModule(sub, kind, config.value) };
}

/** Turns the `data` of a `page/v2/find` answer into the typed page model. */
export function buildPage(data: unknown, pageId: string): PageModel {
  const page = validate(
    'page',
    isRecord(data) ? { ...data, backgroundJson: asJsonText(data['backgroundJson']) } : data,
  );
  if (!page.ok)
    throw new PageShapeError(
      `page ${pageId}: ${page.issue.instancePath || 'data'} ${page.issue.message}`,
    );
  const { value } = page;
  return {
    id: value.id ?? pageId,
    name: value.pageName ?? '',
    ...(value.activeId ? { activeId: value.activeId } : {}),
    ...(value.shareOption ? { share: value.shareOption } : {}),
    background: parseBackground(value.backgroundJson),
    entries: (value.moduleSubs ?? []).map(buildEntry),
  };
}
