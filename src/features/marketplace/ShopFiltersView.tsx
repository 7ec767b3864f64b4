import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field, SelectField, type SelectOption } from '../../components/Field/Field';

export interface FilterWords {
  formLabel: string;
  category: string;
  allCategories: string;
  district: string;
  allDistricts: string;
  township: string;
  allTownships: string;
  townshipNeedsDistrict: string;
  search: string;
  searchHint: string;
  searchButton: string;
  clearFilters: string;
}

export interface ShopFiltersViewProps {
  words: FilterWords;
  categories: SelectOption[];
  districts: SelectOption[];
  /** The chosen district's townships (empty while none is chosen). */
  townships: SelectOption[];
  /** The filters in force, as the select values ('' for none). */
  category: string;
  district: string;
  township: string;
  /** The search in force (the URL's); the field starts from it and follows it on Back. */
  query: string;
  /**
   * The button a phone folds the selects behind, with how many are in force ('Filters (2)');
   * wider screens show the selects and not the button (marketplace.css).
   */
  foldButton: string;
  canClear: boolean;
  /** 'Sort by': the best match ('') or the highest rated first ('rating'). */
  sort?: { label: string; relevance: string; options: SelectOption[]; value: string };
  onSort?: (value: string) => void;
  onCategory: (value: string) => void;
  onDistrict: (value: string) => void;
  onTownship: (value: string) => void;
  onSearch: (text: string) => void;
  onClear: () => void;
}

/**
 * The marketplace's filters. A choice in a select applies at once; the search applies when
 * submitted (the button, or Enter in the field), so typing does not send a request per letter.
 */
export function ShopFiltersView({
  words,
  categories,
  districts,
  townships,
  category,
  district,
  township,
  query,
  foldButton,
  canClear,
  sort,
  onSort,
  onCategory,
  onDistrict,
  onTownship,
  onSearch,
  onClear,
}: ShopFiltersViewProps) {
  const [text, setText] = useState(query);
  // The search in force changed elsewhere (Back, Clear filters): the field shows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };
  const noDistrict = district === '';
  // Folded until asked for, so that a phone's first screen shows shops (view state only).
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  return (
    <form className="shop-filters" role="search" aria-label={words.formLabel} onSubmit={submit}>
      <div className="shop-filters__search">
        <Field
          label={words.search}
          hint={words.searchHint}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
          className="shop-filters__query"
        />
        <Button type="submit" className="shop-filters__submit">
          {words.searchButton}
        </Button>
      </div>
      <button
        type="button"
        className="button button--secondary shop-filters__toggle"
        aria-expanded={unfolded}
        aria-controls={foldId}
        onClick={() => setUnfolded(!unfolded)}
      >
        {foldButton}
      </button>
      <div
        id={foldId}
        className={unfolded ? 'shop-filters__fold shop-filters__fold--open' : 'shop-filters__fold'}
      >
        <SelectField
          label={words.category}
          placeholder={words.allCategories}
          options={categories}
          value={category}
          onChange={(event) => onCategory(event.target.value)}
        />
        <SelectField
          label={words.district}
          placeholder={words.allDistricts}
          options={districts}
          value={district}
          onChange={(event) => onDistrict(event.target.value)}
        />
        <SelectField
          label={words.township}
          placeholder={words.allTownships}
          options={townships}
          value={township}
          disabled={noDistrict}
          hint={noDistrict ? words.townshipNeedsDistrict : undefined}
          onChange={(event) => onTownship(event.target.value)}
        />
        {sort && onSort ? (
          <SelectField
            label={sort.label}
            placeholder={sort.relevance}
            options={sort.options}
            value={sort.value}
            onChange={(event) => onSort(event.target.value)}
          />
        ) : null}
        {canClear ? (
          <Button variant="link" className="shop-filters__clear" onClick={onClear}>
            {words.clearFilters}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
