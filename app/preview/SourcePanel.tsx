import { useRef, useState, type DragEvent } from 'react';
import type { SourceForm, SourceProblem } from './read-source.ts';
import './preview.css';

/**
 * Texts longer than this stay out of the editor: Chromium takes over 100 ms to lay out a textarea of
 * 128 kB of indented JSON (and seconds for megabytes), and a tool must not freeze. Real pages are
 * well under it; a larger one is previewed and listed, not edited.
 */
export const EDITABLE_LIMIT = 128 * 1024;

/** What the preview shows: the text, and whether it is too large to edit. */
export interface PreviewText {
  text: string;
  large: boolean;
}

const FORM_LABELS: Record<SourceForm, string> = {
  answer: 'page/v2/find 的完整回答',
  data: '回答里的 data',
  module: '单个模块',
  modules: '模块列表',
};

export interface SourcePanelProps {
  source: PreviewText;
  /** The page id the source was opened from, if it came from the gateway. */
  pageId: string | undefined;
  /** The rest of the preview's address, kept when another page is opened (width, host, login). */
  keep: Record<string, string>;
  /** Why the gateway gave no page. */
  openFailure: string | undefined;
  /** The text was typed in the editor. */
  onEdit: (text: string) => void;
  /** The whole source was replaced (a large paste, a dropped or chosen file). */
  onReplace: (text: string) => void;
  form: SourceForm | undefined;
  problem: SourceProblem | undefined;
}

const sizeOf = (text: string) => `${(text.length / 1024 / 1024).toFixed(1)} MB`;

/**
 * Where the page comes from: opened by id from the gateway (a plain form: it works before the
 * script has loaded), typed or pasted into the editor, or a
 * JSON file dropped or chosen. A text too large to edit is held aside and only previewed. A problem
 * with the whole text says its line and column, and can put the caret there.
 */
export function SourcePanel({
  source,
  pageId,
  keep,
  openFailure,
  onEdit,
  onReplace,
  form,
  problem,
}: SourcePanelProps) {
  const editor = useRef<HTMLTextAreaElement>(null);
  const [dragging, setDragging] = useState(false);
  const takeFile = (file: File | undefined) => void file?.text().then(onReplace);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) takeFile(file);
    else onReplace(event.dataTransfer.getData('text/plain'));
  };
  const showProblem = () => {
    const at = problem?.offset;
    if (at === undefined || !editor.current) return;
    editor.current.focus();
    editor.current.setSelectionRange(at, Math.min(at + 1, source.text.length));
  };

  return (
    <section
      className="bc-preview-source"
      aria-labelledby="bc-preview-source-title"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <header className="bc-preview-panel__header">
        <h2 id="bc-preview-source-title">页面 JSON</h2>
      </header>
      {/* Opening a page is opening the preview's own address for it: the page server loads it. */}
      <form className="bc-preview-open" method="get" action="/preview.html">
        <label htmlFor="bc-preview-page-id">页面编号</label>
        <input
          id="bc-preview-page-id"
          name="pageId"
          inputMode="numeric"
          required
          defaultValue={pageId ?? ''}
          placeholder="如 1001"
        />
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit">从网关打开</button>
      </form>
      {openFailure && (
        <p className="bc-preview-problem" role="alert">
          页面 {pageId} 打不开：{openFailure}
        </p>
      )}
      {source.large ? (
        <div className="bc-preview-large" data-large-source>
          <p>
            已载入 {sizeOf(source.text)} 的内容。太大，不放进编辑框（编辑框只收{' '}
            {EDITABLE_LIMIT / 1024} kB 以内的内容），只预览和列出模块。
          </p>
          <button type="button" onClick={() => onReplace('')}>
            清除，回到编辑框
          </button>
        </div>
      ) : (
        <textarea
          ref={editor}
          className="bc-preview-editor"
          aria-label="页面 JSON 编辑框"
          spellCheck={false}
          value={source.text}
          placeholder="在这里粘贴整份 page/v2/find 回答、其中的 data、单个模块或模块列表；也可以把 JSON 文件拖到这里"
          onChange={(event) => onEdit(event.target.value)}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text/plain');
            if (pasted.length <= EDITABLE_LIMIT) return;
            event.preventDefault();
            onReplace(pasted);
          }}
        />
      )}
      <div className="bc-preview-source__foot">
        <label className="bc-preview-file">
          选择 JSON 文件
          <input
            type="file"
            accept=".json,application/json,text/plain"
            onChange={(event) => takeFile(event.target.files?.[0])}
          />
        </label>
        {form && !problem && <span className="bc-preview-form">读作：{FORM_LABELS[form]}</span>}
      </div>
      {problem && (
        <div className="bc-preview-problem" role="alert" data-source-problem>
          <p>{problem.message}</p>
          {problem.schemaPath && (
            <p>
              位置 <code>{problem.schemaPath}</code>
            </p>
          )}
          {problem.offset !== undefined && !source.large && (
            <button type="button" className="bc-preview-link-button" onClick={showProblem}>
              定位到出错处
            </button>
          )}
        </div>
      )}
    </section>
  );
}
