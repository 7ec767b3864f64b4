/** The partner codes' views: the list and the new code form. No store here: props in, events out. */
import { useState, type FormEvent } from 'react';
import type { AdminPartnerCode, NewPartnerCodeRequest } from '@contract/adminPrices';
import { yangonDay } from '@contract/adminPrices';
import { Button } from '../../../components/Button/Button';
import { Checkbox } from '../../../components/Checkbox/Checkbox';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../../components/Field/Field';
import { Table, type TableColumn } from '../../../components/Table/Table';
import { formatDate } from '../../../i18n/dates';
import { shownDate } from '../../../i18n/fieldValues';
import { formatInteger, formatMmk } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import {
  readPartnerCodeForm,
  type PartnerCodeInput,
  type PartnerCodeProblem,
} from './partnerCodeRules';
import type { CreateState } from './partnerCodesSlice';

function stateName(t: Translate, state: AdminPartnerCode['state']): string {
  switch (state) {
    case 'active':
      return t('admin.prices.codes.state.active');
    case 'expired':
      return t('admin.prices.codes.state.expired');
    case 'used_up':
      return t('admin.prices.codes.state.used_up');
    default:
      return t('admin.prices.codes.state.switched_off');
  }
}

/** The last day a code works: the day of the moment before it stops (Yangon's calendar). */
const lastDayOf = (expiresAt: string): Date => new Date(new Date(expiresAt).getTime() - 1);

export interface PartnerCodeListProps {
  t: Translate;
  codes: readonly AdminPartnerCode[];
  mayChange: boolean;
  switchingId: number | null;
  onSwitch: (code: AdminPartnerCode, active: boolean) => void;
}

export function PartnerCodeList({
  t,
  codes,
  mayChange,
  switchingId,
  onSwitch,
}: PartnerCodeListProps) {
  const columns: TableColumn<AdminPartnerCode>[] = [
    { header: t('admin.prices.codes.column.code'), cell: (c) => c.code, rowHeader: true },
    {
      header: t('admin.prices.codes.column.discount'),
      cell: (c) =>
        c.percent_off !== null
          ? t('admin.prices.codes.percent', { percent: formatInteger(c.percent_off, t.language) })
          : t('admin.prices.mmk', { amount: formatMmk(c.amount_off ?? 0, t.language) }),
      numeric: true,
    },
    { header: t('admin.prices.codes.column.partner'), cell: (c) => c.partner },
    { header: t('admin.prices.codes.column.state'), cell: (c) => stateName(t, c.state) },
    {
      header: t('admin.prices.codes.column.uses'),
      cell: (c) =>
        c.max_uses === null
          ? formatInteger(c.uses, t.language)
          : t('admin.prices.codes.uses', {
              uses: formatInteger(c.uses, t.language),
              max: formatInteger(c.max_uses, t.language),
            }),
      numeric: true,
    },
    {
      header: t('admin.prices.codes.column.expires'),
      cell: (c) =>
        c.expires_at === null
          ? t('admin.prices.codes.never')
          : formatDate(lastDayOf(c.expires_at), t.language),
    },
  ];
  if (mayChange) {
    columns.push({
      header: t('admin.prices.codes.column.actions'),
      cell: (c) => (
        <Button
          variant="secondary"
          disabled={switchingId !== null}
          onClick={() => onSwitch(c, !c.active)}
        >
          {c.active
            ? t('admin.prices.codes.switchOff', { code: c.code })
            : t('admin.prices.codes.switchOn', { code: c.code })}
        </Button>
      ),
    });
  }
  return (
    <Table
      labelledBy="admin-partner-code-list"
      columns={columns}
      rows={codes}
      rowKey={(c) => c.id}
    />
  );
}

const EMPTY: PartnerCodeInput = {
  code: '',
  kind: 'percent',
  value: '',
  partner: '',
  lastDay: '',
  maxUses: '',
  active: true,
};

export interface NewPartnerCodeFormProps {
  t: Translate;
  state: CreateState;
  now: Date;
  /** Resolves true when the code was made (the form then empties). */
  onSubmit: (request: NewPartnerCodeRequest) => Promise<boolean>;
}

export function NewPartnerCodeForm({ t, state, now, onSubmit }: NewPartnerCodeFormProps) {
  const [input, setInput] = useState<PartnerCodeInput>(EMPTY);
  const [tried, setTried] = useState(false);
  const form = readPartnerCodeForm(input, now);
  const busy = state.status === 'submitting';
  const problem = (field: 'code' | 'value' | 'maxUses' | 'lastDay'): string | null => {
    if (!tried || form.ok) return null;
    const found: PartnerCodeProblem | undefined = form.problems[field];
    switch (found) {
      case 'code':
        return t('admin.prices.codes.problem.code');
      case 'percent':
        return t('admin.prices.codes.problem.percent');
      case 'amount':
        return t('admin.prices.codes.problem.amount');
      case 'maxUses':
        return t('admin.prices.codes.problem.maxUses');
      case 'expires':
        return t('admin.prices.codes.problem.expires');
      default:
        return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!form.ok || busy) return;
    if (await onSubmit(form.request)) {
      setInput(EMPTY);
      setTried(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="admin-partner-code-new"
    >
      <h2 id="admin-partner-code-new">{t('admin.prices.codes.create.title')}</h2>
      <Field
        label={t('admin.prices.codes.create.code')}
        value={input.code}
        autoCapitalize="characters"
        onChange={(event) => setInput({ ...input, code: event.target.value })}
        error={problem('code')}
      />
      <ChoiceGroup
        legend={t('admin.prices.codes.create.kind')}
        options={[
          { value: 'percent', label: t('admin.prices.codes.create.percentKind') },
          { value: 'amount', label: t('admin.prices.codes.create.amountKind') },
        ]}
        value={input.kind}
        onChange={(kind) => setInput({ ...input, kind })}
      />
      <Field
        label={
          input.kind === 'percent'
            ? t('admin.prices.codes.create.percent')
            : t('admin.prices.codes.create.amount')
        }
        inputMode="numeric"
        value={input.value}
        onChange={(event) => setInput({ ...input, value: event.target.value })}
        error={problem('value')}
      />
      <Field
        label={t('admin.prices.codes.create.partner')}
        value={input.partner}
        maxLength={200}
        onChange={(event) => setInput({ ...input, partner: event.target.value })}
      />
      <Field
        label={t('admin.prices.codes.create.expires')}
        type="date"
        min={yangonDay(now)}
        value={input.lastDay}
        onChange={(event) => setInput({ ...input, lastDay: event.target.value })}
        shownValue={
          t.language === 'my' && input.lastDay ? shownDate(input.lastDay, t.language) : undefined
        }
        error={problem('lastDay')}
      />
      <Field
        label={t('admin.prices.codes.create.maxUses')}
        inputMode="numeric"
        value={input.maxUses}
        onChange={(event) => setInput({ ...input, maxUses: event.target.value })}
        error={problem('maxUses')}
      />
      <Checkbox
        label={t('admin.prices.codes.create.active')}
        checked={input.active}
        onChange={(active) => setInput({ ...input, active })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('admin.prices.codes.create.sending') : t('admin.prices.codes.create.submit')}
      </Button>
      {state.status === 'editing' && state.made !== null ? (
        <p role="status">{t('admin.prices.codes.create.made', { code: state.made })}</p>
      ) : null}
      {state.status === 'editing' && state.failed !== null ? (
        <p role="alert">
          {state.failed === ''
            ? t('admin.prices.codes.create.failedPlain')
            : t('admin.prices.codes.create.failed', { message: state.failed })}
        </p>
      ) : null}
    </form>
  );
}
