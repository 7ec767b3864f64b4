import type { Category } from '@contract';
import { Button } from '../../../components/Button/Button';
import type { Translate } from '../../../i18n/translate';
import { Spinner } from '../../../components/Spinner/Spinner';

export type CategoryListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; categories: Category[] };

export interface CategoryListViewProps {
  t: Translate;
  state: CategoryListState;
  onRetry: () => void;
}

/** The shop categories under 'Category List'. */
export function CategoryListView({ t, state, onRetry }: CategoryListViewProps) {
  if (state.status === 'loading') {
    return <Spinner className="category-list__status">{t('marketing.categoriesLoading')}</Spinner>;
  }
  if (state.status === 'failed') {
    return (
      <div className="category-list__status" role="alert">
        <p>{t('marketing.categoriesFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('marketing.categoriesRetry')}
        </Button>
      </div>
    );
  }
  if (state.categories.length === 0) {
    return <p className="category-list__status">{t('marketing.categoriesEmpty')}</p>;
  }
  return (
    <ul className="category-list" role="list">
      {state.categories.map((category) => (
        <li key={category.id} className="category-list__item">
          {category.name}
        </li>
      ))}
    </ul>
  );
}
