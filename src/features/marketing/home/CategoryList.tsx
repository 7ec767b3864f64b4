import { useTranslator } from '../../../i18n/useTranslator';
import { useGetPublicCategoriesQuery } from '../marketingApi';
import { CategoryListView, type CategoryListState } from './CategoryListView';

/** The landing page's Category List: the public categories call. */
export function CategoryList() {
  const t = useTranslator();
  const { data, isError, refetch } = useGetPublicCategoriesQuery();
  const state: CategoryListState = data
    ? { status: 'loaded', categories: data }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return <CategoryListView t={t} state={state} onRetry={() => void refetch()} />;
}
