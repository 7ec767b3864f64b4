import { startAppListening } from '../../app/store';
import {
  copyLinkClicked,
  linkCopied,
  linkCopyFailed,
  shareClicked,
  shareDialogOpened,
  shareSheetClosed,
  type ShareState,
} from './shareSlice';

/**
 * 'Share': the browser's share sheet (the Web Share API: a phone's own list of apps) where the
 * browser has it; otherwise, or when it fails, the dialog of links. Dismissing the sheet is not
 * a failure: nothing more is shown.
 */
startAppListening({
  actionCreator: shareClicked,
  effect: async (action, api) => {
    const { url, title, text } = action.payload;
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') {
      api.dispatch(shareDialogOpened());
      return;
    }
    try {
      await navigator.share({ url, title, text });
      api.dispatch(shareSheetClosed());
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        api.dispatch(shareSheetClosed());
      } else api.dispatch(shareDialogOpened());
    }
  },
});

/** 'Copy link': the page's address to the clipboard, where the browser allows it. */
startAppListening({
  actionCreator: copyLinkClicked,
  effect: async (_action, api) => {
    const share = (api.getState() as { share?: ShareState }).share;
    if (share?.status !== 'open') return;
    try {
      await navigator.clipboard.writeText(share.target.url);
      api.dispatch(linkCopied());
    } catch {
      api.dispatch(linkCopyFailed());
    }
  },
});
