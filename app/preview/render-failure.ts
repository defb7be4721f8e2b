import type { ModuleDiagnostic } from '../../runtime/page-model.ts';

/** A module whose renderer threw, in the words the preview lists it with. */
export function renderFailureMessage(diagnostic: Pick<ModuleDiagnostic, 'message'>): string {
  return `渲染时出错：${diagnostic.message}`;
}
