import { action } from 'storybook/actions';
import type { Dispatch } from '../actions/use-action.tsx';
import type { DataSources } from '../registry/data-sources.tsx';
import type { PageModule } from '../registry/module-props.ts';
import { buildEntry } from '../runtime/build-page.ts';
import { validate, type LiveItem, type ModuleKind } from '../schemas/index.ts';

/** A recorded `moduleSubs` entry as kept in fixtures/: subModuleJson as the wire's JSON string or, for readability, an object. */
export interface RecordedModule {
  id: number | string;
  subModuleType: number | string;
  subModuleName?: string;
  subModuleJson: unknown;
  [field: string]: unknown;
}

/** A recorded answer: the gateway's envelope. */
export interface RecordedAnswer {
  code: number;
  data: unknown;
}

function isKind<Kind extends ModuleKind>(
  module: { kind: ModuleKind },
  kind: Kind,
): module is PageModule<Kind> {
  return module.kind === kind;
}

/** Turns a recorded entry into the module the runtime would hand its renderer (same parse and validation). */
export function recordedModule<Kind extends ModuleKind>(
  kind: Kind,
  recorded: RecordedModule,
): PageModule<Kind> {
  const json =
    typeof recorded.subModuleJson === 'string'
      ? recorded.subModuleJson
      : JSON.stringify(recorded.subModuleJson);
  const entry = buildEntry({ ...recorded, subModuleJson: json });
  if (!entry.ok)
    throw new Error(
      `fixture ${entry.diagnostic.name || entry.diagnostic.moduleId}: ${entry.diagnostic.message}`,
    );
  if (!isKind(entry.module, kind))
    throw new Error(`fixture ${recorded.id} is a ${entry.module.kind}, not a ${kind}`);
  return entry.module;
}

/** Every valid module of one kind on a recorded page (fixtures/pages/<id>.json). */
export function pageModules<Kind extends ModuleKind>(
  kind: Kind,
  page: { data: { moduleSubs: readonly unknown[] } },
): PageModule<Kind>[] {
  return page.data.moduleSubs.flatMap((raw) => {
    const entry = buildEntry(raw);
    return entry.ok && isKind(entry.module, kind) ? [entry.module] : [];
  });
}

/** The live item of a recorded `roomLive/detail` answer, validated like the runtime's source does. */
export function recordedLiveItem(answer: RecordedAnswer): LiveItem {
  const result = validate('liveItem', answer.data);
  if (!result.ok) throw new Error(`live detail fixture: ${result.issue.message}`);
  return result.value;
}

/** What a story's fake `roomLive/detail` does: answer an item, never answer (loading), or fail. */
export type LiveDetailScenario = LiveItem | 'pending' | 'failing';

function answer(scenario: LiveDetailScenario): Promise<LiveItem> {
  if (scenario === 'pending') return new Promise<LiveItem>(() => undefined);
  if (scenario === 'failing') return Promise.reject(new Error('roomLive/detail failed (story)'));
  return Promise.resolve(scenario);
}

/** Fake data sources answering every live room with one scenario. */
export function liveSources(scenario: LiveDetailScenario): DataSources {
  return { liveDetail: () => answer(scenario) };
}

/** Fake data sources answering by room id; a room not listed fails, so its card keeps the published entry. */
export function roomSources(rooms: Readonly<Record<string, LiveItem>>): DataSources {
  return { liveDetail: (roomLiveId) => answer(rooms[roomLiveId] ?? 'failing') };
}

/** Logs every intent to the Storybook actions panel: stories never navigate. */
export const logIntent: Dispatch = action('intent');
