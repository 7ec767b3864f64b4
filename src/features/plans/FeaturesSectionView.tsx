import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import type { FeatureTile } from './messages';
import type { Translate } from '../../i18n/translate';
import { Stepper } from '../../components/Stepper/Stepper';
import { onTypedNumber } from './display';
import { MAX_ADDON_QUANTITY, MIN_ADDON_QUANTITY } from './pricing';
import { formatInteger } from '../../i18n/format';

export interface AddonHandlers {
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  onIncrement: (name: string) => void;
  onDecrement: (name: string) => void;
  onQuantity: (name: string, quantity: number) => void;
}

export interface FeaturesSectionViewProps extends AddonHandlers {
  tiles: readonly FeatureTile[];
  /** Selected add-ons' quantities by name. */
  quantities: Readonly<Record<string, number>>;
  t: Translate;
}

/** Each tile's words, in the tiles' order. */
type TileIndex = 0 | 1 | 2 | 3 | 4 | 5;
const TILE_TEXT = ([0, 1, 2, 3, 4, 5] as const).map((i: TileIndex) => ({
  name: `plans.tiles.${i}.name` as const,
  description: `plans.tiles.${i}.description` as const,
  price: `plans.tiles.${i}.price` as const,
}));

/** The link of a tile: its page's relative path, from the root of the app. */
export const tileHref = (tile: FeatureTile): string => `/${tile.path}`;

export interface QuantityStepperProps {
  /** The add-on's name as shown. */
  label: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  onQuantity: (quantity: number) => void;
  t: Translate;
}

/** An add-on's quantity: 1 to the most one order may hold, which its hint says. */
export function QuantityStepper({
  label,
  value,
  onDecrease,
  onIncrease,
  onQuantity,
  t,
}: QuantityStepperProps) {
  const hintId = useId();
  return (
    <div
      className="addon-quantity"
      role="group"
      aria-label={t('plans.quantityOf', { name: label })}
      aria-describedby={hintId}
    >
      <Stepper
        label={t('plans.quantityOf', { name: label })}
        hideLabel
        value={value}
        min={MIN_ADDON_QUANTITY}
        max={MAX_ADDON_QUANTITY}
        onDecrease={onDecrease}
        onIncrease={onIncrease}
        onEnter={onTypedNumber(onQuantity)}
      />
      <p id={hintId} className="field__hint">
        {t('plans.quantityHint', { max: formatInteger(MAX_ADDON_QUANTITY, t.language) })}
      </p>
    </div>
  );
}

/**
 * Additional Features: six tiles, each linking to its page, with a quantity control that shares
 * the add-on selection with the Price Calculator (the original screens' controls did nothing).
 */
export function FeaturesSectionView({
  tiles,
  quantities,
  onAdd,
  onRemove,
  onIncrement,
  onDecrement,
  onQuantity,
  t,
}: FeaturesSectionViewProps) {
  return (
    <section
      id="features"
      className="features-section"
      aria-labelledby="features-title"
      tabIndex={-1}
    >
      <div className="container">
        <h2 id="features-title">{t('plans.featuresTitle')}</h2>
        <p className="features-section__lead">{t('plans.featuresLead')}</p>
        <p className="features-section__charge">{t('plans.featuresCharge')}</p>
        <ul className="feature-tiles">
          {tiles.map((tile, index) => {
            const quantity = quantities[tile.name];
            const selected = quantity !== undefined;
            return (
              <li
                key={tile.name}
                className={selected ? 'feature-tile feature-tile--selected' : 'feature-tile'}
              >
                <h3 className="feature-tile__title">
                  <Link to={tileHref(tile)}>{t(TILE_TEXT[index]!.name)}</Link>
                </h3>
                <p className="feature-tile__description">{t(TILE_TEXT[index]!.description)}</p>
                <p className="feature-tile__price">{t(TILE_TEXT[index]!.price)}</p>
                <div className="feature-tile__actions">
                  {/* One button in one place for both states, so focus stays on it. */}
                  <Button
                    variant={selected ? 'ghost' : 'secondary'}
                    aria-label={
                      selected
                        ? t('plans.removeAddon', { name: t(TILE_TEXT[index]!.name) })
                        : t('plans.addAddon', { name: t(TILE_TEXT[index]!.name) })
                    }
                    onClick={() => (selected ? onRemove(tile.name) : onAdd(tile.name))}
                  >
                    {selected ? t('plans.remove') : t('plans.add')}
                  </Button>
                  {selected ? (
                    <QuantityStepper
                      label={t(TILE_TEXT[index]!.name)}
                      value={quantity}
                      onDecrease={() => onDecrement(tile.name)}
                      onIncrease={() => onIncrement(tile.name)}
                      onQuantity={(value) => onQuantity(tile.name, value)}
                      t={t}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
