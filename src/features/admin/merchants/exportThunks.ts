import type { ExportQuery } from '@contract/adminMerchants';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { ExportDataset } from '@contract/operators';
import { absoluteApiBase } from '../../../app/config';
import type { AppThunk } from '../../../app/store';
import { operatorTokenOf } from '../operatorBaseQuery';
import { operatorUnauthorized } from '../operatorEvents';
import { queryString } from './adminMerchantsApi';
import { exportFailed, exportRequested, exportSaved, selectExports } from './exportsSlice';

/** Pure: the file name the server gave (`attachment; filename="…"`), else `<dataset>.csv`. */
export function fileNameOf(disposition: string | null, dataset: ExportDataset): string {
  const match = /filename="([^"]+)"/u.exec(disposition ?? '');
  return match?.[1] ?? `${dataset}.csv`;
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

/**
 * A CSV export fetched with the operator's token (a plain link could not send it), then saved as
 * the file the server named. A 401 ends the operator's session like any other call.
 */
export const downloadExport =
  (dataset: ExportDataset, period: ExportQuery, save = saveFile): AppThunk =>
  async (dispatch, getState) => {
    if (selectExports(getState()).status === 'downloading') return;
    dispatch(exportRequested(dataset));
    const token = operatorTokenOf(getState());
    const url = `${absoluteApiBase()}${fillPath(apiPaths.adminExport, { dataset })}${queryString(period)}`;
    try {
      const response = await fetch(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.status === 401) dispatch(operatorUnauthorized({ endpoint: 'adminExport' }));
      if (!response.ok) {
        dispatch(exportFailed());
        return;
      }
      const blob = await response.blob();
      save(blob, fileNameOf(response.headers.get('content-disposition'), dataset));
      dispatch(exportSaved());
    } catch {
      dispatch(exportFailed());
    }
  };
