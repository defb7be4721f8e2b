import type { ModuleDiagnostic } from './page-model.ts';
import './ModuleDiagnosticCard.css';

const STAGE_LABEL: Record<ModuleDiagnostic['stage'], string> = {
  entry: '模块数据不完整',
  json: '配置不是合法 JSON',
  type: '未知模块类型',
  schema: '配置不符合模块结构',
  render: '渲染出错',
};

/** What staff see in place of a dropped module with `?preview=1`; the raw config is never shown. */
export function ModuleDiagnosticCard({ diagnostic }: { diagnostic: ModuleDiagnostic }) {
  return (
    <aside className="bc-diagnostic" role="note" data-diagnostic-for={diagnostic.moduleId}>
      <p className="bc-diagnostic__title">
        该模块未展示：{STAGE_LABEL[diagnostic.stage]}
        <span className="bc-diagnostic__hint">（仅预览可见）</span>
      </p>
      <dl className="bc-diagnostic__fields">
        <dt>模块 ID</dt>
        <dd>{diagnostic.moduleId || '—'}</dd>
        <dt>名称</dt>
        <dd>{diagnostic.name || '—'}</dd>
        <dt>类型</dt>
        <dd>{diagnostic.type || '—'}</dd>
        <dt>位置</dt>
        <dd>{diagnostic.schemaPath}</dd>
        <dt>原因</dt>
        <dd>{diagnostic.message}</dd>
      </dl>
    </aside>
  );
}
