/**
 * A file fetched with a token (a plain link could not send it), handed to the browser as a
 * download: the back office's exports and the shop's insights.
 */

/** Pure: the file name the server gave (`attachment; filename="…"`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/u.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Hands a downloaded file to the browser: an object URL clicked as a download link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
