/**
 * `/admin/exports`: a button for each list the role may export, with an optional period; the
 * file is fetched with the operator's token by a thunk (a plain link could not send it).
 */
import { EXPORT_DATASETS, type ExportDataset } from '@contract/operators';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { downloadExport } from './exportThunks';
import { selectExports } from './exportsSlice';
import { ExportsView } from './MerchantsViews';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import './merchants.css';

/** Pure: the lists a role may export: merchants with 'read', the money lists with 'readMoney'. */
export function exportableBy(role: Parameters<typeof roleMay>[0]): ExportDataset[] {
  return EXPORT_DATASETS.filter((dataset) =>
    roleMay(role, dataset === 'merchants' ? 'read' : 'readMoney'),
  );
}

export function ExportsSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectOperatorRole);
  const state = useAppSelector(selectExports);
  return (
    <div className="admin-merchants">
      <h1>{t('admin.merchants.exports.title')}</h1>
      <ExportsView
        t={t}
        datasets={exportableBy(role)}
        state={state}
        onDownload={(dataset, period) => void dispatch(downloadExport(dataset, period))}
      />
    </div>
  );
}
