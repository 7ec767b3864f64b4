/**
 * Sending a photo with its progress. `fetch` reports no upload progress, so this one call uses
 * XMLHttpRequest; it carries the same headers as the base query (the bearer token and the
 * language on screen). The requests on their way are kept by slot, so that cancelling, closing
 * the form or leaving the page can abort them.
 */
import type { PhotoRef } from '@contract/store';
import { percentOf } from './photoRules';

/** An upload's state: none, on its way (how much is sent), or refused or failed (why). */
export type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; error: string };

/** The photo field an upload fills (each feature names its own fields). */
type PhotoSlot = string;

export type PhotoUploadResult =
  | { kind: 'stored'; photo: PhotoRef }
  /** The server answered with a failure status, and its body when it was JSON. */
  | { kind: 'answered'; status: number; body: unknown }
  /** No answer came (the network failed). */
  | { kind: 'noAnswer' }
  | { kind: 'aborted' };

export interface PhotoUploadRequest {
  url: string;
  file: Blob;
  headers: Record<string, string>;
  /** The percent sent so far, each time it grows. */
  onProgress: (percent: number) => void;
}

export interface PhotoUpload {
  result: Promise<PhotoUploadResult>;
  abort: () => void;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const isPhotoRef = (value: unknown): value is PhotoRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  Array.isArray((value as { widths?: unknown }).widths);

/** POSTs `file` as multipart/form-data in the field `photo`. */
export function sendPhoto({ url, file, headers, onProgress }: PhotoUploadRequest): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const result = new Promise<PhotoUploadResult>((resolve) => {
    let last = -1;
    xhr.upload.addEventListener('progress', (event) => {
      if (!event.lengthComputable) return;
      const percent = percentOf(event.loaded, event.total);
      if (percent > last) {
        last = percent;
        onProgress(percent);
      }
    });
    xhr.addEventListener('load', () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isPhotoRef(body)) {
        resolve({ kind: 'stored', photo: body });
      } else {
        resolve({ kind: 'answered', status: xhr.status, body });
      }
    });
    xhr.addEventListener('error', () => resolve({ kind: 'noAnswer' }));
    xhr.addEventListener('timeout', () => resolve({ kind: 'noAnswer' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'aborted' }));
  });
  xhr.open('POST', url);
  for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
  const form = new FormData();
  form.append('photo', file);
  xhr.send(form);
  return { result, abort: () => xhr.abort() };
}

const onTheirWay = new Map<PhotoSlot, PhotoUpload>();

/** Remembers the upload of a slot until it ends. */
export function track(slot: PhotoSlot, upload: PhotoUpload): void {
  onTheirWay.set(slot, upload);
  void upload.result.then(() => {
    if (onTheirWay.get(slot) === upload) onTheirWay.delete(slot);
  });
}

/** Aborts the upload of a slot, if one is on its way. */
export function abortUpload(slot: PhotoSlot): void {
  onTheirWay.get(slot)?.abort();
}

/** Aborts every upload on its way (the page was left). */
export function abortAllUploads(): void {
  for (const upload of onTheirWay.values()) upload.abort();
}
