import { routePaths } from '../../../app/routes';
import { useTranslator } from '../../../i18n/useTranslator';
import { useGetCategoryCountsQuery } from '../../../shared/reference/categoryCountsApi';
import { localName } from '../../../shared/reference/localName';
import { CategoryListView, type CategoryListState } from './CategoryListView';

/** The landing page's Category List: every category with its listed shops, public. */
export function CategoryList() {
  const t = useTranslator();
  const { data, isError, refetch } = useGetCategoryCountsQuery();
  const state: CategoryListState = data
    ? {
        status: 'loaded',
        categories: data.map((category) => ({
          id: category.id,
          name: localName(category, t.language),
          shops:
            category.shop_count === 0
              ? t('home.categoryNoShops')
              : t('home.categoryShops', { count: category.shop_count }),
          // The marketplace's filter by category (its query string: see marketplace/shopFilters).
          to: `${routePaths.customer}?category=${category.id}`,
        })),
      }
    : isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return <CategoryListView t={t} state={state} onRetry={() => void refetch()} />;
}
