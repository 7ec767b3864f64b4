/**
 * The upload of a file chosen for a store photo field, shared by the store editor and the
 * promotions page: checked as the server checks it (type and size), sent with its progress to the
 * store's photos, and told back through the caller's events. A 401 is logged and announced as the
 * base query does for every other call.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { PhotoRef } from '@contract/store';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { unauthorized } from '../../api/events';
import { UNAUTHORIZED_LOG, requestLanguage } from '../../api/baseQuery';
import { absoluteApiBase } from '../../app/config';
import type { RootState } from '../../app/store';
import { fieldErrorsOf } from '../forms/callFailure';
import { photoProblem } from './photoRules';
import { sendPhoto, track } from './photoUpload';
import { selectToken } from '../session/sessionSlice';

/** The screen's words for a refused or failed upload. */
export interface StorePhotoWords {
  unsupported: string;
  tooLarge: string;
  noAnswer: string;
  failedWith: (status: number) => string;
}

/** What the caller's slice hears of the upload. */
export interface StorePhotoEvents {
  rejected: (error: string) => void;
  started: () => void;
  progressed: (percent: number) => void;
  succeeded: (photo: PhotoRef) => void;
  failed: (error: string) => void;
}

export interface StorePhotoUpload {
  state: RootState;
  dispatch: (action: UnknownAction) => unknown;
  merchantId: string | number;
  file: File;
  /** The name the upload is tracked under (to abort it). */
  trackAs: string;
  /** The endpoint named when a 401 is announced. */
  endpoint: string;
  words: StorePhotoWords;
  events: StorePhotoEvents;
}

/** The message of a refused upload: the server's word for the photo field, or its message. */
export function uploadRefusal(
  status: number,
  body: unknown,
  failedWith: (status: number) => string,
): string {
  const fields = fieldErrorsOf(body);
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return (
    fields.photo ??
    Object.values(fields)[0] ??
    (typeof message === 'string' && message.trim() !== '' ? message : failedWith(status))
  );
}

export async function uploadStorePhoto({
  state,
  dispatch,
  merchantId,
  file,
  trackAs,
  endpoint,
  words,
  events,
}: StorePhotoUpload): Promise<void> {
  const problem = photoProblem(file);
  if (problem !== null) {
    events.rejected(problem === 'unsupported' ? words.unsupported : words.tooLarge);
    return;
  }
  const token = selectToken(state);
  const headers: Record<string, string> = { 'accept-language': requestLanguage(state) };
  if (token) headers.authorization = `Bearer ${token}`;
  events.started();
  const upload = sendPhoto({
    url: absoluteApiBase() + fillPath(apiPaths.storePhotos, { merchantId }),
    file,
    headers,
    onProgress: events.progressed,
  });
  track(trackAs, upload);
  const result = await upload.result;
  switch (result.kind) {
    case 'stored':
      events.succeeded(result.photo);
      return;
    case 'aborted':
      return;
    case 'noAnswer':
      events.failed(words.noAnswer);
      return;
    case 'answered':
      if (result.status === 401) {
        console.log(UNAUTHORIZED_LOG);
        dispatch(unauthorized({ endpoint }));
      }
      events.failed(uploadRefusal(result.status, result.body, words.failedWith));
  }
}
