import { useState } from 'react';
import { optionName, type OptionGroupRule } from '@contract/optionRules';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Modal/Dialog';
import { formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { BasketChoice } from './basketSlice';
import { choiceOf } from './choices';

export interface ChoosingItem {
  id: number;
  name: string;
  price: number;
  options: readonly OptionGroupRule[];
}

export interface ChoicesDialogProps {
  item: ChoosingItem;
  /** 'Add to order' with the options chosen, the line's price and their words. */
  onAdd: (chosen: { options: number[]; price: number; choices: BasketChoice[] }) => void;
  onClose: () => void;
  t: Translate;
}

/** How many of a group to choose, in the reader's words. */
function ruleOf(group: OptionGroupRule, t: Translate): string {
  const count = (n: number) => localiseDigits(String(n), t.language);
  const rule =
    group.max === 1
      ? t('ordering.chooseOne')
      : group.min > 1
        ? t('ordering.chooseRange', { min: count(group.min), max: count(group.max) })
        : t('ordering.chooseUpTo', { count: count(group.max) });
  return `${rule} · ${group.min > 0 ? t('ordering.chooseRequired') : t('ordering.chooseOptional')}`;
}

/**
 * 'Add to order' on an item with choices: each group as radio buttons (choose one) or check
 * boxes (choose several), with the price each option adds; the button shows the line's price and
 * adds it once every group is satisfied, else the first group still wanting a choice says so. The
 * picks are this dialog's own until added (nothing is in the basket before that).
 */
export function ChoicesDialog({ item, onAdd, onClose, t }: ChoicesDialogProps) {
  const [picked, setPicked] = useState<number[]>(() =>
    // A required choose-one group starts on its first option that adds nothing, when it has one.
    item.options.flatMap((group) => {
      if (group.max !== 1 || group.min !== 1) return [];
      const free = group.options.find((option) => option.price === 0);
      return free ? [free.id] : [];
    }),
  );
  const [tried, setTried] = useState(false);
  const choice = choiceOf(item, picked);
  // What is picked so far, allowed or not yet: the shopper sees what their picks come to.
  const price = item.options
    .flatMap((group) => group.options)
    .filter((option) => picked.includes(option.id))
    .reduce((sum, option) => sum + option.price, item.price);
  const wanting = tried && choice.kind === 'incomplete' ? choice.groupId : null;

  const toggle = (group: OptionGroupRule, optionId: number, on: boolean) => {
    const others = picked.filter((id) => id !== optionId);
    if (group.max === 1) {
      const inGroup = new Set(group.options.map((option) => option.id));
      setPicked([...picked.filter((id) => !inGroup.has(id)), ...(on ? [optionId] : [])]);
      return;
    }
    setPicked(on ? [...others, optionId] : others);
  };

  return (
    <Dialog
      title={t('ordering.chooseTitle', { name: item.name })}
      onClose={onClose}
      className="choices"
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('ordering.chooseCancel')}
          </Button>
          <Button
            onClick={() => {
              setTried(true);
              if (choice.kind === 'ready') onAdd(choice);
            }}
          >
            {t('ordering.addChosen', { amount: formatMmk(price, t.language) })}
          </Button>
        </>
      }
    >
      {item.options.map((group) => {
        const name = optionName(group, t.language);
        const count = picked.filter((id) => group.options.some((o) => o.id === id)).length;
        const problemId = `choices-problem-${group.id}`;
        const problem =
          wanting === group.id
            ? count > group.max
              ? t('ordering.chooseFewer', {
                  count: localiseDigits(String(group.max), t.language),
                  group: name,
                })
              : t('ordering.chooseMissing', { group: name })
            : null;
        return (
          <fieldset
            key={group.id}
            className="choices__group"
            aria-describedby={problem ? problemId : undefined}
          >
            <legend className="choices__legend">
              {name} <small className="choices__rule">{ruleOf(group, t)}</small>
            </legend>
            {group.options.map((option) => (
              <label key={option.id} className="choices__option">
                <input
                  type={group.max === 1 ? 'radio' : 'checkbox'}
                  name={`choices-${group.id}`}
                  checked={picked.includes(option.id)}
                  onChange={(event) => toggle(group, option.id, event.target.checked)}
                />
                <span className="choices__name">{optionName(option, t.language)}</span>
                {option.price > 0 ? (
                  <span className="choices__price">
                    {t('ordering.optionPrice', { amount: formatMmk(option.price, t.language) })}
                  </span>
                ) : null}
              </label>
            ))}
            {problem ? (
              <p id={problemId} className="field__error" role="alert">
                {problem}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </Dialog>
  );
}
