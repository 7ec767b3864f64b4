import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button/Button';
import type { Translate } from '../../../i18n/translate';
import { Spinner } from '../../../components/Spinner/Spinner';

export interface CategoryLink {
  id: number;
  name: string;
  /** How many shops are listed in it, in words ('4 shops'). */
  shops: string;
  /** The marketplace filtered by it. */
  to: string;
}

export type CategoryListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; categories: CategoryLink[] };

export interface CategoryListViewProps {
  t: Translate;
  state: CategoryListState;
  onRetry: () => void;
}

/** The shop categories under 'Category List', each a link to its shops on the marketplace. */
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
        <li key={category.id}>
          <Link className="category-list__item" to={category.to}>
            <span className="category-list__name">{category.name}</span>
            <span className="category-list__count">{category.shops}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
