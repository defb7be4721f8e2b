import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ModuleDiagnostic } from '../../runtime/page-model.ts';
import { DeviceBar } from './DeviceBar.tsx';
import { describeIntent } from './describe-intent.ts';
import { PAGE_SLICE, PREVIEW_CHANNEL, type FromFrame } from './frame-messages.ts';
import { simulatedSearch } from './simulated-search.ts';
import type { PreviewSource } from './load-preview-source.ts';
import { ModuleList } from './ModuleList.tsx';
import { renderFailureMessage } from './render-failure.ts';
import {
  HOST_LABELS,
  readSettings,
  settingsSearch,
  type PreviewSettings,
} from './preview-settings.ts';
import type { ModuleRow } from './read-source.ts';
import type { SourceReader } from './source-reader.ts';
import { EDITABLE_LIMIT, SourcePanel, type PreviewText } from './SourcePanel.tsx';
import { TraceList, type TraceItem } from './TraceList.tsx';
import { usePhoneFrame } from './use-phone-frame.ts';
import { useSourceReading } from './use-source-reading.ts';
import './preview.css';

/** Taps kept in the trace. */
const TRACE_LENGTH = 50;

export interface PreviewToolProps {
  /** What the address opened (a page from the gateway, or nothing). */
  initial: PreviewSource;
  /** The address's query (without '?'): page id, width, host, login state. */
  search: string;
  /** Makes the reader of pasted text (a worker in the browser). */
  makeReader: () => SourceReader;
  /** The phone frame's document. */
  frameSrc?: string;
  /** The site's origin, for the shareable link. */
  origin: string;
  copy: (text: string) => Promise<boolean>;
  /** Keeps the address bar in step with the settings. */
  onSettings?: (search: string) => void;
}

const textOf = (text: string): PreviewText => ({ text, large: text.length > EDITABLE_LIMIT });

/** A render failure from the frame, as the list shows it. */
function withRenderFailures(
  modules: readonly ModuleRow[],
  failures: readonly ModuleDiagnostic[],
): ModuleRow[] {
  if (failures.length === 0) return [...modules];
  return modules.map((row) => {
    const failure = row.problem
      ? undefined
      : failures.find((diagnostic) => diagnostic.moduleId === row.moduleId);
    if (!failure) return row;
    const { stage, schemaPath } = failure;
    return { ...row, problem: { stage, schemaPath, message: renderFailureMessage(failure) } };
  });
}

/**
 * The preview tool (preview.html): a page from the gateway or pasted, rendered in a phone frame of
 * the chosen width and host beside the list of its modules and the trace of every tap.
 */
export function PreviewTool({
  initial,
  search,
  makeReader,
  frameSrc = '/preview-frame.html',
  origin,
  copy,
  onSettings,
}: PreviewToolProps) {
  const [settings, setSettings] = useState<PreviewSettings>(() => ({
    ...readSettings(search),
    ...(initial.pageId ? { pageId: initial.pageId } : {}),
  }));
  const [source, setSource] = useState<PreviewText>(() => textOf(initial.text ?? ''));
  const [openFailure, setOpenFailure] = useState(initial.failure);
  const [trace, setTrace] = useState<TraceItem[]>([]);
  const [failures, setFailures] = useState<{ revision: number; diagnostics: ModuleDiagnostic[] }>({
    revision: 0,
    diagnostics: [],
  });
  const [shown, setShown] = useState({
    revision: 0,
    modules: 0,
    tookMs: undefined as number | undefined,
  });
  const [limit, setLimit] = useState(PAGE_SLICE);
  const read = useSourceReading(source.text, limit, makeReader);
  const reading = read?.reading;
  /** When each text was set, to measure how long the frame took to show it. */
  const changedAt = useRef(new Map<string, number>());
  const sentAt = useRef(new Map<number, number>());
  const revision = useRef(0);
  const [sentRevision, setSentRevision] = useState(0);
  const traceIds = useRef(0);

  const where = `${HOST_LABELS[settings.host]} · ${settings.loggedIn ? '已登录' : '未登录'}`;
  const whereRef = useRef(where);
  useEffect(() => {
    whereRef.current = where;
  });

  const onFrame = useCallback((message: FromFrame) => {
    switch (message.type) {
      case 'ready':
        return;
      case 'more':
        setLimit((count) => count + PAGE_SLICE);
        return;
      case 'shown': {
        const started = sentAt.current.get(message.revision);
        setShown({
          revision: message.revision,
          modules: message.modules,
          tookMs: started === undefined ? undefined : Math.round(performance.now() - started),
        });
        return;
      }
      case 'trace': {
        const { intent, effects } = message.entry;
        traceIds.current += 1;
        const item: TraceItem = {
          id: traceIds.current,
          label: describeIntent(intent),
          where: whereRef.current,
          effects,
        };
        setTrace((items) => [item, ...items].slice(0, TRACE_LENGTH));
        return;
      }
      case 'link': {
        traceIds.current += 1;
        const item: TraceItem = {
          id: traceIds.current,
          label: '点击页面里的普通链接',
          where: whereRef.current,
          effects: [{ type: 'open', url: message.href }],
          note: '普通链接由浏览器直接打开，不经过动作引擎',
        };
        setTrace((items) => [item, ...items].slice(0, TRACE_LENGTH));
        return;
      }
      case 'renderFailed':
        setFailures((current) =>
          current.revision === revision.current
            ? { ...current, diagnostics: [...current.diagnostics, message.diagnostic] }
            : current,
        );
        return;
      default:
        return message satisfies never;
    }
  }, []);
  const { frame, ready, send } = usePhoneFrame(onFrame);

  // The last page that read well stays in the phone while the text is being fixed.
  const page = read?.lastPage;

  useEffect(() => {
    if (!ready || !page) return;
    revision.current += 1;
    const sent = revision.current;
    sentAt.current.set(sent, changedAt.current.get(page.text) ?? performance.now());
    setFailures({ revision: sent, diagnostics: [] });
    setSentRevision(sent);
    send({
      channel: PREVIEW_CHANNEL,
      type: 'show',
      revision: sent,
      page: page.model,
      total: page.total,
      host: settings.host,
      loggedIn: settings.loggedIn,
      search: simulatedSearch(page.model.id, settings.host),
    });
  }, [ready, page, settings.host, settings.loggedIn, send]);

  const query = settingsSearch(settings);
  useEffect(() => onSettings?.(query), [onSettings, query]);

  const change = (text: string) => {
    changedAt.current = new Map([[text, performance.now()]]);
    setSource(textOf(text));
  };
  // A whole new source (megabytes, maybe) is taken in a transition: the paste's own task stays short.
  const replace = (text: string) =>
    startTransition(() => {
      change(text);
      setLimit(PAGE_SLICE);
      setOpenFailure(undefined);
      setSettings(({ pageId: _pageId, ...rest }) => rest);
    });

  // Ctrl+V anywhere outside a text field pastes a whole page.
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('input, textarea, [contenteditable]'))
        return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      event.preventDefault();
      replace(text);
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  });

  const modules =
    reading?.status === 'page'
      ? withRenderFailures(
          reading.modules,
          failures.revision === shown.revision ? failures.diagnostics : [],
        )
      : [];
  const stale = reading?.status === 'invalid' && page !== undefined;
  return (
    <div className="bc-preview">
      <header className="bc-preview__bar">
        <h1>页面预览</h1>
        <p className="bc-preview__status" data-preview-status>
          {page
            ? `页面 ${page.model.id}${page.model.name ? `「${page.model.name}」` : ''} · 模拟地址 /activity-page.html?${simulatedSearch(page.model.id, settings.host)}`
            : '还没有页面'}
          {shown.tookMs !== undefined && (
            <span data-took-ms={shown.tookMs}> · 上次更新 {shown.tookMs} ms</span>
          )}
        </p>
      </header>
      <div className="bc-preview__columns">
        <div className="bc-preview__column bc-preview__column--source">
          <SourcePanel
            source={source}
            pageId={settings.pageId}
            keep={Object.fromEntries(
              [...new URLSearchParams(query)].filter(([name]) => name !== 'pageId'),
            )}
            openFailure={openFailure}
            onEdit={change}
            onReplace={replace}
            form={reading?.status === 'page' ? reading.form : undefined}
            problem={reading?.status === 'invalid' ? reading.problem : undefined}
          />
          <DeviceBar
            settings={settings}
            onChange={setSettings}
            link={`${origin}/preview.html?${query}`}
            copy={copy}
          />
        </div>
        <div className="bc-preview__phone" style={{ width: settings.width + 2 }}>
          {stale && <p className="bc-preview__stale">内容有错，手机里显示的是上一次能读懂的版本</p>}
          <iframe
            ref={frame}
            className="bc-preview__frame"
            src={frameSrc}
            title={`手机画面（宽 ${settings.width}）`}
            style={{ width: settings.width }}
          />
        </div>
        <div className="bc-preview__column bc-preview__column--lists">
          <ModuleList
            modules={modules}
            rendered={shown.revision === sentRevision ? shown.modules : 0}
            onReveal={(moduleId) => send({ channel: PREVIEW_CHANNEL, type: 'reveal', moduleId })}
          />
          <TraceList items={trace} onClear={() => setTrace([])} />
        </div>
      </div>
    </div>
  );
}
