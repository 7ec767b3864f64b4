import { useState, type FormEvent } from 'react';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';
import type {
  LoyaltyOverview,
  MembershipRequest,
  PointsRequest,
  MerchantStampCard,
  StampCardRequest,
} from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import { Field } from '../../components/Field/Field';
import type { Translate } from '../../i18n/translate';
import { PhotoField } from '../../shared/photos/PhotoField';
import { shownPhoto, type PhotoSlotState } from '../../shared/photos/photoSlot';
import { EnabledSwitch, problemText, SaveBar } from './ProgrammeParts';
import type { SaveState } from './saveState';
import { StampCardPreview } from './StampCardPreview';
import {
  isValid,
  validateMembership,
  validatePoints,
  validateStampCard,
  type Problems,
} from './validation';

/** A new shop's stamp card, until its first save. */
export const DEFAULT_CARD = {
  enabled: true,
  stamps_needed: 10,
  reward: '',
  background: '#1f3a5f',
  color: '#f2b705',
} as const;

/** The server's word for a field, when the last save failed with one. */
const serverError = (save: SaveState, field: string): string | null =>
  save.status === 'failed' ? (save.fieldErrors[field] ?? null) : null;

/** The card logo field's events (its state machine is `stampLogoSlice`). */
export interface LogoFieldEvents {
  onChoose: (file: File) => void;
  onCancel: () => void;
  onRemove: () => void;
}

export interface StampCardFormProps {
  card: MerchantStampCard | null;
  /** The card logo field: the change made to the saved card's own logo, and its upload. */
  logo: PhotoSlotState;
  logoEvents: LogoFieldEvents;
  save: SaveState;
  onSubmit: (body: StampCardRequest) => void;
  t: Translate;
}

/**
 * The stamp card's design with its live preview (the sample card shows a few stamps filled). The
 * card's own logo is optional: without one the card shows the shop's.
 */
export function StampCardForm({ card, logo, logoEvents, save, onSubmit, t }: StampCardFormProps) {
  const [enabled, setEnabled] = useState<boolean>(card?.enabled ?? DEFAULT_CARD.enabled);
  const [form, setForm] = useState({
    stamps_needed: String(card?.stamps_needed ?? DEFAULT_CARD.stamps_needed),
    reward: card?.reward ?? DEFAULT_CARD.reward,
    background: card?.background ?? DEFAULT_CARD.background,
    color: card?.color ?? DEFAULT_CARD.color,
  });
  const [problems, setProblems] = useState<Problems<keyof typeof form>>({});
  const [logoWaiting, setLogoWaiting] = useState(false);
  const ownLogo: PhotoRef | null = shownPhoto(logo, card?.own_logo ?? null);
  const uploading = logo.upload.status === 'uploading';
  const set = (field: keyof typeof form) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStampCard(form);
    setProblems(found);
    // A logo on its way is waited for rather than saved without.
    setLogoWaiting(uploading);
    if (!isValid(found) || uploading) return;
    onSubmit({
      enabled,
      stamps_needed: Number(form.stamps_needed.trim()),
      reward: form.reward.trim(),
      background: form.background,
      color: form.color,
      logo_photo_id: ownLogo?.id ?? null,
    });
  };
  const typed = Number(form.stamps_needed);
  const needed =
    Number.isInteger(typed) &&
    typed >= LOYALTY_LIMITS.stampsMin &&
    typed <= LOYALTY_LIMITS.stampsMax
      ? typed
      : (card?.stamps_needed ?? DEFAULT_CARD.stamps_needed);
  const error = (field: keyof typeof form, limits?: { min?: number; max?: number }) =>
    problemText(problems[field], t, limits) ?? serverError(save, field);
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate>
      <EnabledSwitch checked={enabled} onChange={setEnabled} t={t} />
      <Field
        label={t('loyalty.stampCard.stampsNeeded')}
        type="number"
        inputMode="numeric"
        min={LOYALTY_LIMITS.stampsMin}
        max={LOYALTY_LIMITS.stampsMax}
        hint={t('loyalty.stampCard.stampsHint')}
        value={form.stamps_needed}
        error={error('stamps_needed', {
          min: LOYALTY_LIMITS.stampsMin,
          max: LOYALTY_LIMITS.stampsMax,
        })}
        onChange={(event) => set('stamps_needed')(event.target.value)}
      />
      <Field
        label={t('loyalty.stampCard.reward')}
        value={form.reward}
        maxLength={LOYALTY_LIMITS.reward}
        error={error('reward', { max: LOYALTY_LIMITS.reward })}
        onChange={(event) => set('reward')(event.target.value)}
      />
      <div className="loyalty-colours">
        <Field
          className="loyalty-colour"
          label={t('loyalty.stampCard.background')}
          type="color"
          value={form.background}
          hint={form.background}
          error={error('background')}
          onChange={(event) => set('background')(event.target.value)}
        />
        <Field
          className="loyalty-colour"
          label={t('loyalty.stampCard.color')}
          type="color"
          value={form.color}
          hint={form.color}
          error={error('color')}
          onChange={(event) => set('color')(event.target.value)}
        />
      </div>
      <PhotoField
        label={t('loyalty.stampCard.logo')}
        photo={ownLogo}
        upload={logo.upload}
        error={
          logoWaiting && uploading
            ? t('loyalty.stampCard.uploadUnderWay')
            : serverError(save, 'logo_photo_id')
        }
        sizes="96px"
        onChoose={logoEvents.onChoose}
        onCancel={logoEvents.onCancel}
        onRemove={logoEvents.onRemove}
        t={t}
      />
      <p className="field__hint">{t('loyalty.stampCard.logoNote')}</p>
      <h3>{t('loyalty.stampCard.preview')}</h3>
      <StampCardPreview
        logo={ownLogo ?? card?.shop_logo ?? null}
        needed={needed}
        filled={Math.min(3, needed - 1)}
        background={form.background}
        color={form.color}
        reward={form.reward}
        t={t}
      />
      <SaveBar save={save} t={t} />
    </form>
  );
}

export interface PointsFormProps {
  points: LoyaltyOverview['points'];
  save: SaveState;
  onSubmit: (body: PointsRequest) => void;
  t: Translate;
}

/** The points programme: points per 1,000 MMK, on or off. */
export function PointsForm({ points, save, onSubmit, t }: PointsFormProps) {
  const [enabled, setEnabled] = useState<boolean>(points?.enabled ?? true);
  const [perThousand, setPerThousand] = useState(String(points?.points_per_1000 ?? 10));
  const [problems, setProblems] = useState<Problems<'points_per_1000'>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePoints({ points_per_1000: perThousand });
    setProblems(found);
    if (!isValid(found)) return;
    onSubmit({ enabled, points_per_1000: Number(perThousand.trim()) });
  };
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate>
      <EnabledSwitch checked={enabled} onChange={setEnabled} t={t} />
      <Field
        label={t('loyalty.points.perThousand')}
        type="number"
        inputMode="numeric"
        min={LOYALTY_LIMITS.pointsPerThousandMin}
        max={LOYALTY_LIMITS.pointsPerThousandMax}
        value={perThousand}
        error={
          problemText(problems.points_per_1000, t, {
            min: LOYALTY_LIMITS.pointsPerThousandMin,
            max: LOYALTY_LIMITS.pointsPerThousandMax,
          }) ?? serverError(save, 'points_per_1000')
        }
        onChange={(event) => setPerThousand(event.target.value)}
      />
      <SaveBar save={save} t={t} />
    </form>
  );
}

export interface MembershipFormProps {
  membership: LoyaltyOverview['membership'];
  save: SaveState;
  onSubmit: (body: MembershipRequest) => void;
  t: Translate;
}

/** The membership programme: the member discount, on or off, and how many have joined. */
export function MembershipForm({ membership, save, onSubmit, t }: MembershipFormProps) {
  const [enabled, setEnabled] = useState<boolean>(membership?.enabled ?? true);
  const [discount, setDiscount] = useState(String(membership?.discount_percent ?? 5));
  const [problems, setProblems] = useState<Problems<'discount_percent'>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMembership({ discount_percent: discount });
    setProblems(found);
    if (!isValid(found)) return;
    onSubmit({ enabled, discount_percent: Number(discount.trim()) });
  };
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate>
      <p className="loyalty-members">
        {t('loyalty.membership.members', { count: membership?.members ?? 0 })}
      </p>
      <EnabledSwitch checked={enabled} onChange={setEnabled} t={t} />
      <Field
        label={t('loyalty.membership.discount')}
        type="number"
        inputMode="numeric"
        min={0}
        max={LOYALTY_LIMITS.memberDiscountMax}
        hint={t('loyalty.membership.discountHint')}
        value={discount}
        error={
          problemText(problems.discount_percent, t, {
            min: 0,
            max: LOYALTY_LIMITS.memberDiscountMax,
          }) ?? serverError(save, 'discount_percent')
        }
        onChange={(event) => setDiscount(event.target.value)}
      />
      <SaveBar save={save} t={t} />
    </form>
  );
}
