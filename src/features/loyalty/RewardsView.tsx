import { useState, type FormEvent } from 'react';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';
import type { PointReward, PointRewardRequest } from '@contract/loyalty';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Field } from '../../components/Field/Field';
import { Dialog } from '../../components/Modal/Dialog';
import type { Translate } from '../../i18n/translate';
import { problemText } from './ProgrammeParts';
import type { SaveState } from './saveState';
import { isValid, validatePointReward, type Problems } from './validation';

export interface RewardsListProps {
  rewards: PointReward[];
  onAdd: () => void;
  onEdit: (reward: PointReward) => void;
  onDelete: (reward: PointReward) => void;
  t: Translate;
}

/** The point rewards on offer, each with its price in points and whether it is available. */
export function RewardsList({ rewards, onAdd, onEdit, onDelete, t }: RewardsListProps) {
  return (
    <div className="loyalty-rewards">
      <h3>{t('loyalty.points.rewardsTitle')}</h3>
      {rewards.length === 0 ? (
        <p>{t('loyalty.points.noRewards')}</p>
      ) : (
        <ul className="loyalty-rewards__list">
          {rewards.map((reward) => (
            <li key={reward.id} className="loyalty-reward">
              <span className="loyalty-reward__name">{reward.name}</span>
              <span>{t('loyalty.points.rewardPoints', { points: reward.points })}</span>
              <span>
                {reward.available ? t('loyalty.points.available') : t('loyalty.points.unavailable')}
              </span>
              <Button variant="secondary" onClick={() => onEdit(reward)}>
                {t('loyalty.points.editReward', { name: reward.name })}
              </Button>
              <Button variant="ghost" onClick={() => onDelete(reward)}>
                {t('loyalty.points.deleteReward', { name: reward.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={onAdd}>
        {t('loyalty.points.addReward')}
      </Button>
    </div>
  );
}

export interface RewardDialogProps {
  /** The reward being edited, or null for a new one. */
  reward: PointReward | null;
  save: SaveState;
  onSubmit: (body: PointRewardRequest) => void;
  onCancel: () => void;
  t: Translate;
}

/** Adding or editing a point reward, in a dialog that keeps the focus inside. */
export function RewardDialog({ reward, save, onSubmit, onCancel, t }: RewardDialogProps) {
  const [name, setName] = useState(reward?.name ?? '');
  const [points, setPoints] = useState(reward ? String(reward.points) : '');
  const [available, setAvailable] = useState(reward?.available ?? true);
  const [problems, setProblems] = useState<Problems<'name' | 'points'>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePointReward({ name, points });
    setProblems(found);
    if (!isValid(found)) return;
    onSubmit({ name: name.trim(), points: Number(points.trim()), available });
  };
  const server = (field: string) =>
    save.status === 'failed' ? (save.fieldErrors[field] ?? null) : null;
  const failed =
    save.status === 'failed' && Object.keys(save.fieldErrors).length === 0
      ? (save.message ?? t('loyalty.points.rewardFailed'))
      : null;
  return (
    <Dialog
      title={reward ? t('loyalty.points.editTitle') : t('loyalty.points.addTitle')}
      onClose={onCancel}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={t('loyalty.points.name')}
          value={name}
          maxLength={LOYALTY_LIMITS.rewardName}
          error={
            problemText(problems.name, t, { max: LOYALTY_LIMITS.rewardName }) ?? server('name')
          }
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={t('loyalty.points.pointsField')}
          type="number"
          inputMode="numeric"
          min={1}
          max={LOYALTY_LIMITS.rewardPointsMax}
          value={points}
          error={
            problemText(problems.points, t, { min: 1, max: LOYALTY_LIMITS.rewardPointsMax }) ??
            server('points')
          }
          onChange={(event) => setPoints(event.target.value)}
        />
        <Checkbox
          label={t('loyalty.points.available')}
          checked={available}
          onChange={setAvailable}
        />
        {failed ? (
          <p className="field__error" role="alert">
            {failed}
          </p>
        ) : null}
        <div className="loyalty-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('loyalty.points.cancel')}
          </Button>
          <Button type="submit" disabled={save.status === 'saving'}>
            {save.status === 'saving' ? t('loyalty.saving') : t('loyalty.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export interface DeleteRewardDialogProps {
  reward: PointReward;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  t: Translate;
}

export function DeleteRewardDialog({
  reward,
  busy,
  failed,
  onConfirm,
  onCancel,
  t,
}: DeleteRewardDialogProps) {
  return (
    <Dialog
      title={t('loyalty.points.deleteTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('loyalty.points.cancel')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {t('loyalty.points.delete')}
          </Button>
        </>
      }
    >
      <p>{t('loyalty.points.deleteConfirm', { name: reward.name })}</p>
      {failed ? (
        <p className="field__error" role="alert">
          {t('loyalty.points.rewardFailed')}
        </p>
      ) : null}
    </Dialog>
  );
}
