import type { ModuleDiagnostic } from '../../runtime/page-model.ts';
import { MODULE_TYPES, moduleKindOf, SCHEMAS, validate } from '../../schemas/index.ts';
import { findJsonError } from './json-error.ts';
import { MODULE_KIND_NAMES } from './module-kind-names.ts';
import { renderFailureMessage } from './render-failure.ts';
import { schemaMessage } from './schema-message.ts';

const KNOWN_TYPES = Object.entries(MODULE_TYPES)
  .map(([kind, type]) => `${type} ${MODULE_KIND_NAMES[kind as keyof typeof MODULE_TYPES]}`)
  .join('、');

function record(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : {};
}

/** The config as the runtime reads it: a string of JSON, or the object some recorders send. */
function configText(raw: unknown): string {
  const config = record(raw)['subModuleJson'];
  return typeof config === 'string' ? config : JSON.stringify(config);
}

/**
 * Why the runtime dropped a module, in plain Chinese, from the raw `moduleSubs` entry and the
 * runtime's verdict (its stage says which check refused it; the same check is asked again here for
 * the details: the JSON's line and column, the schema's rule and the value that broke it).
 */
export function explainDrop(raw: unknown, diagnostic: ModuleDiagnostic): string {
  switch (diagnostic.stage) {
    case 'entry': {
      const entry =
        Array.isArray(raw) || raw === null || typeof raw !== 'object'
          ? raw
          : { ...record(raw), subModuleJson: configText(raw) };
      const checked = validate('moduleSub', entry);
      return checked.ok
        ? `模块数据不完整：${diagnostic.message}`
        : `模块数据不完整：${schemaMessage(SCHEMAS.moduleSub, checked.issue, entry)}`;
    }
    case 'type':
      return `未知的模块类型 ${diagnostic.type}：本客户端认得的类型是 ${KNOWN_TYPES}`;
    case 'json': {
      const found = findJsonError(configText(raw));
      return found
        ? `subModuleJson 不是合法的 JSON：第 ${found.line} 行第 ${found.column} 列，${found.reason}`
        : `subModuleJson 不是合法的 JSON（${diagnostic.message}）`;
    }
    case 'schema': {
      const kind = moduleKindOf(Number(diagnostic.type));
      let config: unknown;
      try {
        config = JSON.parse(configText(raw));
      } catch {
        return `配置不符合模块结构：${diagnostic.message}`;
      }
      const checked = kind ? validate(kind, config) : undefined;
      return kind && checked && !checked.ok
        ? `配置不符合${MODULE_KIND_NAMES[kind]}模块的结构：${schemaMessage(SCHEMAS[kind], checked.issue, config)}`
        : `配置不符合模块结构：${diagnostic.message}`;
    }
    case 'render':
      return renderFailureMessage(diagnostic);
    default:
      return diagnostic.stage satisfies never;
  }
}
