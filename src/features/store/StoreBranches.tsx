import type { MerchantStoreResponse } from '@contract/store';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import type { Translate } from '../../i18n/translate';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';
import { useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import { BranchDialog, type BranchZawgyiField } from './BranchDialog';
import { BranchesView } from './BranchesView';
import { branchAllowance } from './entitlementsView';
import { useGetBranchesQuery } from './storeApi';
import { branchFormOpened, deletionAsked, formClosed, selectBranchForm } from './storeFormsSlice';
import { saveBranch } from './storeThunks';

/** Where the plans page lists the add-ons: the Branches add-on is selected there. */
const ADDONS_PATH = `${routePaths.price}#features`;

/** The branches' container: the list, the limit, the add and edit dialog. */
export function StoreBranches({
  store,
  merchantId,
  t,
}: {
  store: MerchantStoreResponse;
  merchantId: number;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectBranchForm);
  const zawgyi = useZawgyiOffers<BranchZawgyiField>();
  const { data: townships = [] } = useGetTownshipsQuery();
  const { data: branches, isError, refetch } = useGetBranchesQuery(merchantId); // asked afresh as the page opens (storeListeners)
  // The overview's count is the server's; the list, once here, is as fresh.
  const used = branches?.length ?? store.branch_count;
  const allowance = branchAllowance(used, store.entitlements.max_branches);
  const editing =
    form.status === 'closed' || form.target.branchId === null
      ? null
      : (branches?.find((branch) => branch.id === form.target.branchId) ?? null);

  return (
    <>
      <BranchesView
        branches={branches}
        loadFailed={isError && branches === undefined}
        townships={townships}
        allowance={allowance}
        subscribed={store.entitlements.subscribed}
        paths={{ addons: ADDONS_PATH, pricing: routePaths.price }}
        onAdd={() => dispatch(branchFormOpened({ branchId: null }))}
        onEdit={(branch) => dispatch(branchFormOpened({ branchId: branch.id }))}
        onRemove={(branch) =>
          dispatch(deletionAsked({ kind: 'branch', id: branch.id, name: branch.name }))
        }
        onRetry={() => void refetch()}
        t={t}
      />
      {form.status === 'closed' ? null : (
        <BranchDialog
          key={form.target.branchId ?? 'new'}
          branch={editing}
          townships={townships}
          saving={form.status === 'saving'}
          fieldErrors={form.status === 'editing' ? form.fieldErrors : {}}
          error={form.status === 'editing' ? form.error : null}
          onSubmit={(values) => {
            void zawgyi.checkAll({ name: values.name, address: values.address }).then((offered) => {
              if (!offered) void dispatch(saveBranch(values));
            });
          }}
          onClose={() => dispatch(formClosed('branch'))}
          zawgyiOffers={zawgyi.offers}
          onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
          onZawgyiSettled={zawgyi.settle}
          t={t}
        />
      )}
    </>
  );
}
