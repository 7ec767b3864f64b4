import type { Category } from '@contract';
import { Button } from '../../../components/Button/Button';
import { marketingMessages as m } from '../messages';
import { Spinner } from '../../../components/Spinner/Spinner';

export type CategoryListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; categories: Category[] };

export interface CategoryListViewProps {
  state: CategoryListState;
  onRetry: () => void;
}

/** The shop categories under 'Category List'. */
export function CategoryListView({ state, onRetry }: CategoryListViewProps) {
  if (state.status === 'loading') {
    return <Spinner className="category-list__status">{m.categoriesLoading}</Spinner>;
  }
  if (state.status === 'failed') {
    return (
      <div className="category-list__status" role="alert">
        <p>{m.categoriesFailed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {m.categoriesRetry}
        </Button>
      </div>
    );
  }
  if (state.categories.length === 0) {
    return <p className="category-list__status">{m.categoriesEmpty}</p>;
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
