/**
 * `/admin/partner-codes`: the partner codes with what each does now (active, expired, used up,
 * switched off) and its uses; making a code and switching one off or on, for the roles that may
 * change prices (the others see no form and no buttons).
 */
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import { submitPartnerCode, switchPartnerCode } from './partnerCodeThunks';
import { selectCreateCode, selectSwitching } from './partnerCodesSlice';
import { NewPartnerCodeForm, PartnerCodeList } from './PartnerCodesViews';
import { useAdminPartnerCodesQuery } from './pricesApi';

export function PartnerCodesSection() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectOperatorRole);
  const mayChange = roleMay(role, 'prices');
  const { data, isError } = useAdminPartnerCodesQuery();
  const create = useAppSelector(selectCreateCode);
  const switching = useAppSelector(selectSwitching);
  return (
    <div className="admin-partner-codes">
      <h1>{t('admin.prices.codes.title')}</h1>
      <p>{t('admin.prices.codes.intro')}</p>
      <section aria-labelledby="admin-partner-code-list">
        <h2 id="admin-partner-code-list">{t('admin.prices.codes.listTitle')}</h2>
        {switching.status === 'idle' && switching.failed ? (
          <p role="alert">{t('admin.prices.codes.switchFailed')}</p>
        ) : null}
        {data ? (
          data.length === 0 ? (
            <p>{t('admin.prices.codes.none')}</p>
          ) : (
            <PartnerCodeList
              t={t}
              codes={data}
              mayChange={mayChange}
              switchingId={switching.status === 'switching' ? switching.codeId : null}
              onSwitch={(code, active) => void dispatch(switchPartnerCode(code.id, active))}
            />
          )
        ) : isError ? (
          <p role="alert">{t('admin.prices.codes.failed')}</p>
        ) : (
          <p role="status">{t('admin.prices.codes.loading')}</p>
        )}
      </section>
      {mayChange ? (
        <NewPartnerCodeForm
          t={t}
          state={create}
          now={new Date()}
          onSubmit={(request) => dispatch(submitPartnerCode(request))}
        />
      ) : null}
    </div>
  );
}
