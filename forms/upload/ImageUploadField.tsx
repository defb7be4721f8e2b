import { useMemo, useRef, useState } from 'react';
import { picture } from '../../ui/Picture.tsx';
import { useFormsRoot } from '../FormServicesProvider.tsx';
import { createImageUploader, UploadError } from './oss-upload.ts';
import { xhrTransport } from './xhr-transport.ts';
import './ImageUploadField.css';

interface ImageUploadFieldProps {
  id: string;
  label: string;
  /** The uploaded image's address, '' when none. */
  value: string;
  onChange: (address: string) => void;
  /** R8.15: every failed upload is emitted here; the form around stays as it is. */
  onError?: ((error: UploadError) => void) | undefined;
}

type Phase =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number; controller: AbortController }
  | { state: 'failed'; file: File };

/** R5.13: one image, checked by content, uploaded with visible progress; a slow upload can be cancelled. */
export function ImageUploadField({ id, label, value, onChange, onError }: ImageUploadFieldProps) {
  const { options, notify } = useFormsRoot();
  // R5.13: the storage's signed form post, over the root's transport (a fake in tests and stories).
  const upload = useMemo(
    () => createImageUploader({ api: options.api, transport: options.transport ?? xhrTransport }),
    [options],
  );
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    const controller = new AbortController();
    setPhase({ state: 'uploading', percent: 0, controller });
    try {
      const onProgress = (fraction: number) =>
        setPhase({ state: 'uploading', percent: Math.round(fraction * 100), controller });
      const uploaded = await upload(file, { onProgress, signal: controller.signal });
      setPhase({ state: 'idle' });
      onChange(uploaded.url);
    } catch (caught) {
      const error =
        caught instanceof UploadError ? caught : new UploadError('storage', String(caught));
      onError?.(error);
      if (error.reason === 'notImage') notify('请选择图片文件');
      setPhase(
        error.reason === 'storage' || error.reason === 'token'
          ? { state: 'failed', file }
          : { state: 'idle' },
      );
    }
  };

  if (value) {
    return (
      <div className="bc-upload bc-upload--done">
        {picture({ src: value, alt: label, className: 'bc-upload__thumb' })}
        <button type="button" className="bc-upload__remove" onClick={() => onChange('')}>
          删除
        </button>
      </div>
    );
  }
  return (
    <div className="bc-upload">
      {phase.state === 'uploading' ? (
        <div className="bc-upload__tile" role="status">
          <span>上传中 {phase.percent}%</span>
          <progress
            className="bc-upload__progress"
            max={100}
            value={phase.percent}
            aria-label="上传进度"
          />
          <button
            type="button"
            className="bc-upload__cancel"
            onClick={() => phase.controller.abort()}
          >
            取消上传
          </button>
        </div>
      ) : phase.state === 'failed' ? (
        <button
          type="button"
          className="bc-upload__tile bc-upload__tile--failed"
          onClick={() => void send(phase.file)}
        >
          上传失败，点击重试
        </button>
      ) : (
        <label className="bc-upload__tile" htmlFor={id}>
          <span className="bc-upload__plus" aria-hidden="true">
            +
          </span>
          <span>{label}</span>
        </label>
      )}
      <input
        ref={input}
        id={id}
        className="bc-upload__input"
        type="file"
        aria-label={label}
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) void send(file);
        }}
      />
    </div>
  );
}
