import { useEffect, useRef, useState } from 'react';
import { useFormsRoot } from '../../forms/FormServicesProvider.tsx';
import { CERTIFICATION_LIMITS } from './certification-rules.ts';
import { searchCompanies, SEARCH_DELAY_MS, shouldSearch } from './company-search.ts';

interface CompanySearchOverlayProps {
  initial: string;
  onConfirm: (company: string) => void;
  onClose: () => void;
}

/**
 * R5.01: the company-name search overlay (mount it while open): input max 25 with placeholder
 * 请输入公司名称, a search once the text is longer than 3 characters, a tap on a match or the confirm
 * button takes the name.
 */
export function CompanySearchOverlay({ initial, onConfirm, onClose }: CompanySearchOverlayProps) {
  const { api } = useFormsRoot().options;
  const [text, setText] = useState(initial);
  const [found, setFound] = useState<{ text: string; names: string[] }>({ text: '', names: [] });
  const panel = useRef<HTMLDialogElement>(null);
  // The browser's own modal (focus kept inside, Esc, the page inert behind it): the certification
  // page shares no popup code with the forms.
  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    if (dialog.showModal) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);

  useEffect(() => {
    if (!shouldSearch(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchCompanies(api, text, controller.signal).then((names) => {
        if (!controller.signal.aborted) setFound({ text, names });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, text]);

  const names = shouldSearch(text) ? found.names : [];
  return (
    <dialog
      ref={panel}
      className="bc-company-search"
      aria-label="搜索公司名称"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="bc-company-search__bar">
        <input
          className="bc-company-search__input"
          type="search"
          enterKeyHint="done"
          aria-label="公司名称"
          placeholder="请输入公司名称"
          maxLength={CERTIFICATION_LIMITS.company}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="bc-company-search__confirm"
          onClick={() => onConfirm(text.trim())}
        >
          确定
        </button>
      </div>
      <ul className="bc-company-search__list" aria-label="匹配的公司">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="bc-company-search__item"
              onClick={() => onConfirm(name)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="bc-company-search__cancel" onClick={onClose}>
        取消
      </button>
    </dialog>
  );
}
