import { buildPage, PageShapeError } from '../../runtime/build-page.ts';
import type { ModuleDiagnostic, PageModel } from '../../runtime/page-model.ts';
import { moduleKindOf, SCHEMAS, validate } from '../../schemas/index.ts';
import { SUCCESS_CODE } from '../../lib/wire.ts';
import { findJsonError } from './json-error.ts';
import { explainDrop } from './explain-drop.ts';
import { MODULE_KIND_NAMES } from './module-kind-names.ts';
import { schemaMessage } from './schema-message.ts';

/** What was pasted: a whole `page/v2/find` answer, its `data`, one module, or a list of modules. */
export type SourceForm = 'answer' | 'data' | 'module' | 'modules';

/** One module as the preview lists it. */
export interface ModuleRow {
  /** Its place in `moduleSubs`. */
  index: number;
  moduleId: string;
  name: string;
  /** The wire type, as sent. */
  type: string;
  /** The kind as staff call it; absent for a type this client does not know. */
  kindName?: string;
  /** Why it is not shown (in plain Chinese), absent when it renders. */
  problem?: Pick<ModuleDiagnostic, 'stage' | 'schemaPath' | 'message'>;
}

/** Why a whole text cannot be previewed: where (line and column from 1) and why, in Chinese. */
export interface SourceProblem {
  message: string;
  line?: number;
  column?: number;
  /** Offset in the text, to put the editor's caret there. */
  offset?: number;
  schemaPath?: string;
}

/** A pasted or loaded text, read: nothing, a problem with the whole text, or a page and its modules. */
export type SourceReading =
  | { status: 'empty' }
  | { status: 'invalid'; problem: SourceProblem }
  | {
      status: 'page';
      form: SourceForm;
      /** The page, with its first `limit` modules. */
      page: PageModel;
      /** Every module, listed. */
      modules: ModuleRow[];
    };

const NOT_A_PAGE =
  '看不出这是什么：应为 page/v2/find 的完整回答（含 code 和 data）、回答里的 data（含 moduleSubs）、单个模块（含 subModuleType 和 subModuleJson）或模块列表';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The page data in a parsed text, and which form it came in; or why there is none. */
function pageDataOf(parsed: unknown): { form: SourceForm; data: unknown } | SourceProblem {
  if (Array.isArray(parsed)) return { form: 'modules', data: { moduleSubs: parsed } };
  if (!isRecord(parsed)) return { message: NOT_A_PAGE };
  if ('code' in parsed && ('data' in parsed || 'message' in parsed)) {
    if (String(parsed['code']) !== String(SUCCESS_CODE))
      return {
        message: `这是一个失败的回答（code ${String(parsed['code'])}）${parsed['message'] ? `：${String(parsed['message'])}` : ''}`,
      };
    if (!isRecord(parsed['data'])) return { message: '回答里的 data 是空的，没有页面' };
    return { form: 'answer', data: parsed['data'] };
  }
  if ('moduleSubs' in parsed || 'pageName' in parsed) return { form: 'data', data: parsed };
  if ('subModuleType' in parsed || 'subModuleJson' in parsed)
    return { form: 'module', data: { moduleSubs: [parsed] } };
  return { message: NOT_A_PAGE };
}

/** The whole page is of the wrong shape: the page schema's issue, in Chinese. */
function pageShapeProblem(data: unknown, error: PageShapeError): SourceProblem {
  const checked = validate('page', data);
  if (checked.ok) return { message: `页面数据不对：${error.message}` };
  return {
    message: `页面数据不对：${schemaMessage(SCHEMAS.page, checked.issue, data)}`,
    schemaPath: checked.issue.schemaPath,
  };
}

/**
 * Reads a text as a page to preview. It is parsed as JSON and nothing else: nothing in it is ever
 * run. Each module is validated alone (runtime/build-page.ts, the runtime's own checks); a dropped
 * one is listed with its problem in plain Chinese, and its diagnostic in the page carries the same
 * words, so the card pinned in its place says what the list says. The page keeps only its first
 * `limit` modules (what the phone is to show), the list every one.
 */
export function readSource(text: string, limit = Number.POSITIVE_INFINITY): SourceReading {
  if (text.trim() === '') return { status: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const found = findJsonError(text);
    return {
      status: 'invalid',
      problem: found
        ? {
            message: `不是合法的 JSON：第 ${found.line} 行第 ${found.column} 列，${found.reason}`,
            line: found.line,
            column: found.column,
            offset: found.offset,
          }
        : { message: `不是合法的 JSON：${error instanceof Error ? error.message : String(error)}` },
    };
  }
  const found = pageDataOf(parsed);
  if (!('form' in found)) return { status: 'invalid', problem: found };
  let page: PageModel;
  try {
    page = buildPage(
      found.data,
      isRecord(found.data) && found.data['id'] ? String(found.data['id']) : 'preview',
    );
  } catch (error) {
    if (error instanceof PageShapeError)
      return { status: 'invalid', problem: pageShapeProblem(found.data, error) };
    throw error;
  }
  const raws =
    isRecord(found.data) && Array.isArray(found.data['moduleSubs']) ? found.data['moduleSubs'] : [];
  const modules: ModuleRow[] = [];
  const entries = page.entries.map((entry, index) => {
    if (entry.ok) {
      const { module } = entry;
      modules.push({
        index,
        moduleId: module.id,
        name: module.name,
        type: String(module.type),
        kindName: MODULE_KIND_NAMES[module.kind],
      });
      return entry;
    }
    const diagnostic = {
      ...entry.diagnostic,
      message: explainDrop(raws[index] as unknown, entry.diagnostic),
    };
    const { moduleId, name, type, stage, schemaPath, message } = diagnostic;
    const kind = type.trim() === '' ? undefined : moduleKindOf(Number(type));
    modules.push({
      index,
      moduleId,
      name,
      type,
      ...(kind ? { kindName: MODULE_KIND_NAMES[kind] } : {}),
      problem: { stage, schemaPath, message },
    });
    return { ok: false as const, diagnostic };
  });
  return {
    status: 'page',
    form: found.form,
    page: { ...page, entries: entries.slice(0, limit) },
    modules,
  };
}
