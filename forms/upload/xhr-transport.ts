/** What one upload POST answered. */
export interface TransportAnswer {
  status: number;
  body: string;
}

/** Posts a multipart form with progress and cancellation; tests pass a fake. */
export interface UploadTransport {
  post(
    url: string,
    form: FormData,
    options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<TransportAnswer>;
}

/** An upload was cancelled by the person. */
export class UploadAborted extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadAborted';
  }
}

/** The browser transport: XMLHttpRequest, because fetch reports no upload progress. */
export const xhrTransport: UploadTransport = {
  post(url, form, { onProgress, signal }) {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      const abort = () => request.abort();
      request.open('POST', url);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => resolve({ status: request.status, body: request.responseText });
      request.onerror = () => reject(new Error('upload network error'));
      request.onabort = () => reject(new UploadAborted());
      request.onloadend = () => signal?.removeEventListener('abort', abort);
      if (signal?.aborted) return reject(new UploadAborted());
      signal?.addEventListener('abort', abort, { once: true });
      request.send(form);
    });
  },
};
