/** The prices' views: the tables and the two dialogs. No store here: props in, events out. */
import { useState, type FormEvent } from 'react';
import type {
  AdminPrices,
  PriceChange,
  PriceChangeRequest,
  PriceField,
} from '@contract/adminPrices';
import { yangonDay } from '@contract/adminPrices';
import { Button } from '../../../components/Button/Button';
import { Field } from '../../../components/Field/Field';
import { Dialog } from '../../../components/Modal/Dialog';
import { Table, type TableColumn } from '../../../components/Table/Table';
import { formatDate } from '../../../i18n/dates';
import { shownDate } from '../../../i18n/fieldValues';
import { formatMmk, formatInteger } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import {
  fieldsOf,
  readPriceChangeForm,
  type ChangeLine,
  type PriceSubject,
} from './priceChangeRules';
import type { CancelSubject, ScheduleDialog } from './priceDialogsSlice';

const PRICE_FIELDS: readonly string[] = ['price_3month', 'price_6month', 'price_12month'];

/** A value of a field as the tables show it: MMK for a price, a number or 'No limit'. */
export function shownValue(t: Translate, field: string, value: number | null): string {
  if (value === null) return t('admin.prices.noLimit');
  if (PRICE_FIELDS.includes(field)) {
    return t('admin.prices.mmk', { amount: formatMmk(value, t.language) });
  }
  return formatInteger(value, t.language);
}

function fieldName(t: Translate, field: string, addon: boolean): string {
  if (addon) return t('admin.prices.field.addonPrice');
  switch (field) {
    case 'price_3month':
      return t('admin.prices.field.price_3month');
    case 'price_6month':
      return t('admin.prices.field.price_6month');
    case 'price_12month':
      return t('admin.prices.field.price_12month');
    case 'max_branches':
      return t('admin.prices.field.max_branches');
    case 'max_users':
      return t('admin.prices.field.max_users');
    default:
      return t('admin.prices.field.max_posts_per_month');
  }
}

/** 'Posts a month: 30 → 40' for each field a change sets. */
export function changeLines(t: Translate, lines: readonly ChangeLine[], addon: boolean): string[] {
  return lines.map((line) =>
    t('admin.prices.change', {
      field: fieldName(t, line.field, addon),
      from: shownValue(t, line.field, line.from),
      to: shownValue(t, line.field, line.to),
    }),
  );
}

function linesOf(change: PriceChange, current: Record<string, number | null>): ChangeLine[] {
  return Object.entries(change.changes).map(([field, to]) => ({
    field: field as PriceField,
    from: change.before?.[field] ?? current[field] ?? null,
    to,
  }));
}

function Scheduled({
  t,
  changes,
  current,
  addon,
  mayChange,
  onCancel,
}: {
  t: Translate;
  changes: readonly PriceChange[];
  current: Record<string, number | null>;
  addon: boolean;
  mayChange: boolean;
  onCancel: (change: CancelSubject) => void;
}) {
  if (changes.length === 0) return <>{t('admin.prices.none')}</>;
  return (
    <ul className="admin-prices__scheduled">
      {changes.map((change) => {
        const date = formatDate(change.effective_from, t.language);
        return (
          <li key={change.id}>
            {t('admin.prices.scheduledAt', { date })}{' '}
            {changeLines(t, linesOf(change, current), addon).join('; ')}
            {mayChange ? (
              <>
                {' '}
                <Button
                  variant="link"
                  aria-label={t('admin.prices.cancelOf', { name: change.target_name, date })}
                  onClick={() =>
                    onCancel({
                      id: change.id,
                      name: change.target_name,
                      effectiveFrom: change.effective_from,
                    })
                  }
                >
                  {t('admin.prices.cancel')}
                </Button>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface PricesViewProps {
  t: Translate;
  prices: AdminPrices;
  mayChange: boolean;
  onSchedule: (subject: PriceSubject) => void;
  onCancel: (change: CancelSubject) => void;
}

export function PricesView({ t, prices, mayChange, onSchedule, onCancel }: PricesViewProps) {
  type PlanRow = AdminPrices['plans'][number];
  type AddonRow = AdminPrices['addons'][number];
  const planValues = (plan: PlanRow) => ({
    price_3month: plan.price_3month,
    price_6month: plan.price_6month,
    price_12month: plan.price_12month,
    max_branches: plan.max_branches,
    max_users: plan.max_users,
    max_posts_per_month: plan.max_posts_per_month,
  });
  const planColumns: TableColumn<PlanRow>[] = [
    { header: t('admin.prices.column.plan'), cell: (p) => p.name, rowHeader: true },
    {
      header: t('admin.prices.column.price3'),
      cell: (p) => shownValue(t, 'price_3month', p.price_3month),
      numeric: true,
    },
    {
      header: t('admin.prices.column.price6'),
      cell: (p) => shownValue(t, 'price_6month', p.price_6month),
      numeric: true,
    },
    {
      header: t('admin.prices.column.price12'),
      cell: (p) => shownValue(t, 'price_12month', p.price_12month),
      numeric: true,
    },
    {
      header: t('admin.prices.column.branches'),
      cell: (p) => shownValue(t, 'max_branches', p.max_branches),
      numeric: true,
    },
    {
      header: t('admin.prices.column.users'),
      cell: (p) => shownValue(t, 'max_users', p.max_users),
      numeric: true,
    },
    {
      header: t('admin.prices.column.posts'),
      cell: (p) => shownValue(t, 'max_posts_per_month', p.max_posts_per_month),
      numeric: true,
    },
    {
      header: t('admin.prices.column.scheduled'),
      cell: (p) => (
        <Scheduled
          t={t}
          changes={p.scheduled}
          current={planValues(p)}
          addon={false}
          mayChange={mayChange}
          onCancel={onCancel}
        />
      ),
    },
  ];
  const addonColumns: TableColumn<AddonRow>[] = [
    { header: t('admin.prices.column.addon'), cell: (a) => a.name, rowHeader: true },
    {
      header: t('admin.prices.column.price'),
      cell: (a) => shownValue(t, 'price_3month', a.price_3month),
      numeric: true,
    },
    {
      header: t('admin.prices.column.scheduled'),
      cell: (a) => (
        <Scheduled
          t={t}
          changes={a.scheduled}
          current={{ price_3month: a.price_3month }}
          addon
          mayChange={mayChange}
          onCancel={onCancel}
        />
      ),
    },
  ];
  if (mayChange) {
    planColumns.push({
      header: t('admin.prices.column.actions'),
      cell: (p) => (
        <Button
          variant="secondary"
          aria-label={t('admin.prices.scheduleOf', { name: p.name })}
          onClick={() =>
            onSchedule({ target: 'plan', id: p.id, name: p.name, values: planValues(p) })
          }
        >
          {t('admin.prices.schedule')}
        </Button>
      ),
    });
    addonColumns.push({
      header: t('admin.prices.column.actions'),
      cell: (a) => (
        <Button
          variant="secondary"
          aria-label={t('admin.prices.scheduleOf', { name: a.name })}
          onClick={() =>
            onSchedule({
              target: 'addon',
              id: a.id,
              name: a.name,
              values: { price_3month: a.price_3month },
            })
          }
        >
          {t('admin.prices.schedule')}
        </Button>
      ),
    });
  }
  const historyColumns: TableColumn<PriceChange>[] = [
    { header: t('admin.prices.column.what'), cell: (c) => c.target_name, rowHeader: true },
    {
      header: t('admin.prices.column.change'),
      cell: (c) => changeLines(t, linesOf(c, {}), c.target === 'addon').join('; '),
    },
    {
      header: t('admin.prices.column.from'),
      cell: (c) => formatDate(c.effective_from, t.language),
    },
    {
      header: t('admin.prices.column.status'),
      cell: (c) =>
        c.status === 'applied'
          ? t('admin.prices.status.applied')
          : c.status === 'cancelled'
            ? t('admin.prices.status.cancelled')
            : t('admin.prices.status.scheduled'),
    },
    { header: t('admin.prices.column.by'), cell: (c) => c.operator_name },
  ];
  return (
    <>
      <section aria-labelledby="admin-prices-plans">
        <h2 id="admin-prices-plans">{t('admin.prices.plansTitle')}</h2>
        <Table
          labelledBy="admin-prices-plans"
          columns={planColumns}
          rows={prices.plans}
          rowKey={(p) => p.id}
        />
      </section>
      <section aria-labelledby="admin-prices-addons">
        <h2 id="admin-prices-addons">{t('admin.prices.addonsTitle')}</h2>
        <Table
          labelledBy="admin-prices-addons"
          columns={addonColumns}
          rows={prices.addons}
          rowKey={(a) => a.id}
        />
      </section>
      <section aria-labelledby="admin-prices-history">
        <h2 id="admin-prices-history">{t('admin.prices.historyTitle')}</h2>
        {prices.history.length === 0 ? (
          <p>{t('admin.prices.noHistory')}</p>
        ) : (
          <Table
            labelledBy="admin-prices-history"
            columns={historyColumns}
            rows={prices.history}
            rowKey={(c) => c.id}
          />
        )}
      </section>
    </>
  );
}

export interface ScheduleDialogViewProps {
  t: Translate;
  dialog: Exclude<ScheduleDialog, { status: 'closed' }>;
  now: Date;
  onSubmit: (request: PriceChangeRequest) => void;
  onClose: () => void;
}

/**
 * 'Schedule a change': each value prefilled with the current one, the effective day (today by
 * default), and what changes from what to what; problems shown once the form was sent.
 */
export function ScheduleDialogView({ t, dialog, now, onSubmit, onClose }: ScheduleDialogViewProps) {
  const { subject } = dialog;
  const addon = subject.target === 'addon';
  const today = yangonDay(now);
  const [typed, setTyped] = useState<Partial<Record<PriceField, string>>>(() =>
    Object.fromEntries(
      fieldsOf(subject.target).map((field) => {
        const value = subject.values[field] ?? null;
        return [field, value === null ? '' : String(value)];
      }),
    ),
  );
  const [day, setDay] = useState(today);
  const [tried, setTried] = useState(false);
  const form = readPriceChangeForm(subject, typed, day, now);
  const busy = dialog.status === 'submitting';
  const lines = changeLines(t, form.lines, addon);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (form.ok && !busy) onSubmit(form.request);
  };
  const problemOf = (field: PriceField): string | null => {
    if (!tried || form.ok) return null;
    const problem = form.fields[field];
    if (!problem) return null;
    return problem.kind === 'number'
      ? t('admin.prices.problem.number')
      : t('admin.prices.problem.tooHigh', { max: formatInteger(problem.max, t.language) });
  };
  const dateProblem =
    tried && !form.ok && form.date !== null
      ? form.date === 'past'
        ? t('admin.prices.problem.past')
        : t('admin.prices.problem.date')
      : null;
  return (
    <Dialog
      title={t('admin.prices.dialog.title', { name: subject.name })}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('admin.prices.dialog.close')}
          </Button>
          <Button type="submit" form="admin-price-change" disabled={busy}>
            {busy ? t('admin.prices.dialog.sending') : t('admin.prices.dialog.submit')}
          </Button>
        </>
      }
    >
      <form id="admin-price-change" noValidate onSubmit={submit}>
        <fieldset className="admin-prices__fields">
          <legend>{t('admin.prices.dialog.fields')}</legend>
          {addon ? null : <p className="field__hint">{t('admin.prices.dialog.fieldsHint')}</p>}
          {fieldsOf(subject.target).map((field) => (
            <Field
              key={field}
              label={fieldName(t, field, addon)}
              inputMode="numeric"
              value={typed[field] ?? ''}
              onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
              error={problemOf(field)}
            />
          ))}
        </fieldset>
        <Field
          label={t('admin.prices.dialog.effective')}
          type="date"
          min={today}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          hint={t('admin.prices.dialog.effectiveHint')}
          shownValue={t.language === 'my' ? shownDate(day, t.language) : undefined}
          error={dateProblem}
        />
        <section aria-labelledby="admin-price-change-summary">
          <h3 id="admin-price-change-summary">{t('admin.prices.dialog.summary')}</h3>
          {lines.length === 0 ? (
            <p>{t('admin.prices.dialog.nothing')}</p>
          ) : (
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {tried && !form.ok && form.nothing ? (
            <p className="field__error">{t('admin.prices.problem.nothing')}</p>
          ) : null}
        </section>
        {dialog.status === 'editing' && dialog.refused ? (
          <p role="alert">
            {dialog.failed === null
              ? t('admin.prices.dialog.failedPlain')
              : t('admin.prices.dialog.failed', { message: dialog.failed })}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

export interface CancelDialogViewProps {
  t: Translate;
  change: CancelSubject;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

export function CancelDialogView({
  t,
  change,
  busy,
  failed,
  onConfirm,
  onKeep,
}: CancelDialogViewProps) {
  return (
    <Dialog
      title={t('admin.prices.cancelDialog.title')}
      onClose={busy ? () => undefined : onKeep}
      actions={
        <>
          <Button variant="ghost" onClick={onKeep} disabled={busy}>
            {t('admin.prices.cancelDialog.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {t('admin.prices.cancelDialog.confirm')}
          </Button>
        </>
      }
    >
      <p>
        {t('admin.prices.cancelDialog.body', {
          name: change.name,
          date: formatDate(change.effectiveFrom, t.language),
        })}
      </p>
      {failed ? <p role="alert">{t('admin.prices.cancelDialog.failed')}</p> : null}
    </Dialog>
  );
}
