import type { ExportQuery } from '@contract/adminMerchants';
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { ExportDataset } from '@contract/operators';
import { absoluteApiBase } from '../../../app/config';
import type { AppThunk } from '../../../app/store';
import { operatorTokenOf } from '../operatorBaseQuery';
import { operatorUnauthorized } from '../operatorEvents';
import { queryString } from './adminMerchantsApi';
import { exportFailed, exportRequested, exportSaved, selectExports } from './exportsSlice';
import { fileNameOf, saveFile } from '../../../shared/files/saveFile';

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
      save(blob, fileNameOf(response.headers.get('content-disposition'), `${dataset}.csv`));
      dispatch(exportSaved());
    } catch {
      dispatch(exportFailed());
    }
  };
