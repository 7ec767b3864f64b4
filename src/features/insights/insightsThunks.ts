import { fillPath } from '@contract/apiPaths';
import { absoluteApiBase } from '../../app/config';
import type { AppThunk } from '../../app/store';
import { requestLanguage } from '../../api/baseQuery';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { insightsQueryString } from './insightsApi';
import {
  exportFailed,
  exportRequested,
  exportSaved,
  queryOf,
  selectInsights,
} from './insightsSlice';
import { insightsPaths } from '@contract/insightsPaths';
import { fileNameOf, saveFile } from '../../shared/files/saveFile';

/**
 * 'Download CSV' / 'Download Excel': the period shown, fetched with the merchant's token (a
 * plain link could not send it) in the reader's language, then saved as the file the server
 * named.
 */
export const downloadInsights =
  (format: 'csv' | 'xlsx', save = saveFile): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectInsights(state).download.status === 'downloading') return;
    dispatch(exportRequested(format));
    const path =
      format === 'csv' ? insightsPaths.merchantInsightsCsv : insightsPaths.merchantInsightsXlsx;
    const url = `${absoluteApiBase()}${fillPath(path, { merchantId })}${insightsQueryString(
      queryOf(selectInsights(state)),
    )}`;
    const token = selectToken(state);
    try {
      const response = await fetch(url, {
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'accept-language': requestLanguage(state),
        },
      });
      if (!response.ok) {
        dispatch(exportFailed());
        return;
      }
      save(
        await response.blob(),
        fileNameOf(response.headers.get('content-disposition'), `insights.${format}`),
      );
      dispatch(exportSaved());
    } catch {
      dispatch(exportFailed());
    }
  };
