import { bonusTargets, promotionStatuses, type StaffPromotionItem } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import '@/components/form.css';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { useSavePromotion, type PromotionInput } from '../api/save-promotion';
import { ImageField } from './image-field';
import { PromotionCategories } from './promotion-categories';
import './content.css';

type Field = keyof PromotionInput;
const fields: Field[] = [
  'name',
  'description',
  'image',
  'start_date',
  'end_date',
  'status',
  'deposit_bonus_percent',
  'turnover_multiplier',
  'bonus_target',
  'categories',
];

/** Today as an Asia/Dhaka calendar day (YYYY-MM-DD). */
export function dhakaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

interface Draft {
  name: string;
  description: string;
  image: string;
  start_date: string;
  end_date: string;
  status: PromotionInput['status'];
  deposit_bonus_percent: string;
  turnover_multiplier: string;
  bonus_target: PromotionInput['bonus_target'];
  categories: number[];
}

function draftOf(p: StaffPromotionItem | null): Draft {
  if (!p) {
    const today = dhakaToday();
    return {
      name: '',
      description: '',
      image: '',
      start_date: today,
      end_date: today,
      status: 'inactive',
      deposit_bonus_percent: '0',
      turnover_multiplier: '1',
      bonus_target: 'bonus',
      categories: [],
    };
  }
  return {
    name: p.name,
    description: p.desc,
    image: p.thumbnail,
    start_date: p.start_date,
    end_date: p.end_date,
    status: p.status,
    deposit_bonus_percent: String(p.deposit_bouns),
    turnover_multiplier: String(p.turnover_multiplier),
    bonus_target: p.bonus_target,
    categories: p.categories,
  };
}

const twoDecimals = /^\d+(\.\d{1,2})?$/;

function validate(d: Draft): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!d.name.trim()) errors.name = 'Name is required.';
  if (!d.start_date) errors.start_date = 'Start date is required.';
  if (!d.end_date) errors.end_date = 'End date is required.';
  else if (d.start_date && d.end_date < d.start_date) errors.end_date = 'The end date must not be before the start date.';
  if (!twoDecimals.test(d.deposit_bonus_percent) || Number(d.deposit_bonus_percent) > 1000)
    errors.deposit_bonus_percent = 'Deposit bonus must be a number from 0 to 1000 (two decimals at most).';
  if (!twoDecimals.test(d.turnover_multiplier) || Number(d.turnover_multiplier) > 100)
    errors.turnover_multiplier = 'Turnover multiplier must be a number from 0 to 100 (two decimals at most).';
  return errors;
}

/** Create or edit a promotion; the server repeats every check and its field messages show in place. */
export function PromotionForm({
  promotion,
  onDone,
  onCancel,
}: {
  promotion: StaffPromotionItem | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePromotion();
  const shown = (f: Field) => errors[f] ?? fieldError(save.error, f);

  function update<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }
  const onText = (field: Field, value: string) => update(field as keyof Draft, value as never);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const input: PromotionInput = {
      ...draft,
      name: draft.name.trim(),
      description: draft.description.trim(),
      deposit_bonus_percent: Number(draft.deposit_bonus_percent),
      turnover_multiplier: Number(draft.turnover_multiplier),
    };
    save.mutate({ id: promotion?.id ?? null, fields: input }, { onSuccess: (saved) => onDone(`Promotion “${saved.name}” saved.`) });
  }

  const topError = formError(save.error, fields);
  return (
    <form className="panel content-panel promotion-form" onSubmit={submit} noValidate aria-labelledby="promotion-form-heading">
      <h2 id="promotion-form-heading">{promotion ? `Edit promotion “${promotion.name}”` : 'New promotion'}</h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="promotion-form__grid">
        <div className="promotion-form__main">
          <TextField label="Name" name="name" value={draft.name} error={shown('name')} onValue={onText} maxLength={120} />
          <div className="form-field">
            <label htmlFor="promotion-description">Description</label>
            <textarea
              id="promotion-description"
              value={draft.description}
              maxLength={5000}
              rows={5}
              aria-invalid={shown('description') ? true : undefined}
              onChange={(e) => update('description', e.target.value)}
            />
            {shown('description') ? (
              <p className="form-field__error">{shown('description')}</p>
            ) : (
              <p className="form-field__hint">Plain text; the card shows its first five words.</p>
            )}
          </div>
          <div className="content-grid">
            <TextField
              label="Start date"
              name="start_date"
              type="date"
              value={draft.start_date}
              error={shown('start_date')}
              onValue={onText}
              hint="Asia/Dhaka calendar day."
            />
            <TextField
              label="End date"
              name="end_date"
              type="date"
              value={draft.end_date}
              error={shown('end_date')}
              onValue={onText}
              hint="Inclusive, Asia/Dhaka."
            />
            <div className="form-field">
              <label htmlFor="promotion-status">Status</label>
              <select id="promotion-status" value={draft.status} onChange={(e) => update('status', e.target.value as Draft['status'])}>
                {promotionStatuses.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
              {shown('status') ? (
                <p className="form-field__error">{shown('status')}</p>
              ) : (
                <p className="form-field__hint">active: listed and offered at deposit; display: listed only; inactive: hidden.</p>
              )}
            </div>
            <TextField
              label="Deposit bonus %"
              name="deposit_bonus_percent"
              inputMode="decimal"
              value={draft.deposit_bonus_percent}
              error={shown('deposit_bonus_percent')}
              onValue={onText}
            />
            <TextField
              label="Turnover multiplier"
              name="turnover_multiplier"
              inputMode="decimal"
              value={draft.turnover_multiplier}
              error={shown('turnover_multiplier')}
              onValue={onText}
              hint="Turnover = (deposit + bonus) × this."
            />
            <div className="form-field">
              <label htmlFor="promotion-target">Bonus credited to</label>
              <select
                id="promotion-target"
                value={draft.bonus_target}
                onChange={(e) => update('bonus_target', e.target.value as Draft['bonus_target'])}
              >
                {bonusTargets.map((t) => (
                  <option key={t} value={t}>
                    {t === 'bonus' ? 'bonus wallet' : 'main wallet'}
                  </option>
                ))}
              </select>
              {shown('bonus_target') ? <p className="form-field__error">{shown('bonus_target')}</p> : null}
            </div>
          </div>
          <PromotionCategories value={draft.categories} error={shown('categories')} onChange={(ids) => update('categories', ids)} />
        </div>
        <ImageField
          label="Promotion art"
          purpose="promotion"
          value={draft.image}
          error={shown('image')}
          previewWidth={240}
          previewHeight={120}
          removable
          onChange={(url) => update('image', url)}
        />
      </div>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : promotion ? 'Save promotion' : 'Create promotion'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
