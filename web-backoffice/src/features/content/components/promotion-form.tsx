import { bonusTargets, isLivePromotionStatus, promotionBounds, promotionStatuses, type StaffPromotionItem } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form.css';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { describeTerms } from '@/lib/promotion-terms';
import { useSavePromotion, type PromotionInput } from '../api/save-promotion';
import { ImageField } from './image-field';
import { PromotionCategories } from './promotion-categories';
import './content.css';

type Field = keyof PromotionInput;
const fields: Field[] = [
  'name',
  'name_bn',
  'description',
  'description_bn',
  'image',
  'start_date',
  'end_date',
  'status',
  'deposit_bonus_percent',
  'max_bonus',
  'min_deposit',
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
  name_bn: string;
  description: string;
  description_bn: string;
  image: string;
  start_date: string;
  end_date: string;
  status: PromotionInput['status'];
  deposit_bonus_percent: string;
  max_bonus: string;
  min_deposit: string;
  turnover_multiplier: string;
  bonus_target: PromotionInput['bonus_target'];
  categories: number[];
}

function draftOf(p: StaffPromotionItem | null): Draft {
  if (!p) {
    const today = dhakaToday();
    return {
      name: '',
      name_bn: '',
      description: '',
      description_bn: '',
      image: '',
      start_date: today,
      end_date: today,
      status: 'inactive',
      deposit_bonus_percent: '0',
      max_bonus: '0.00',
      min_deposit: '0.00',
      turnover_multiplier: '1',
      bonus_target: 'bonus',
      categories: [],
    };
  }
  return {
    name: p.name,
    name_bn: p.name_bn,
    description: p.desc,
    description_bn: p.desc_bn,
    image: p.thumbnail,
    start_date: p.start_date,
    end_date: p.end_date,
    status: p.status,
    deposit_bonus_percent: String(p.deposit_bouns),
    max_bonus: p.max_bonus,
    min_deposit: p.min_deposit,
    turnover_multiplier: String(p.turnover_multiplier),
    bonus_target: p.bonus_target,
    categories: p.categories,
  };
}

const twoDecimals = /^\d+(\.\d{1,2})?$/;
const money = /^\d{1,6}(\.\d{1,2})?$/;
/** "10000.5" -> 1000050 poisha (integers only: no float for money). */
const minor = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const amountOf = (poisha: bigint) => `${poisha / 100n}.${String(poisha % 100n).padStart(2, '0')}`;
const maxBonusMax = minor(promotionBounds.maxBonusMax);
const minDepositMax = minor(promotionBounds.minDepositMax);

/** The same bounds the server checks (libs/contracts promotionBounds), so most mistakes show before saving. */
function validate(d: Draft, t: TFunction): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!d.name.trim()) errors.name = t('promotions.form.errors.nameRequired');
  if (!d.start_date) errors.start_date = t('promotions.form.errors.startRequired');
  if (!d.end_date) errors.end_date = t('promotions.form.errors.endRequired');
  else if (d.start_date && d.end_date < d.start_date) errors.end_date = t('promotions.form.errors.endBeforeStart');
  const percentOk = twoDecimals.test(d.deposit_bonus_percent) && Number(d.deposit_bonus_percent) <= promotionBounds.bonusPercentMax;
  if (!percentOk) errors.deposit_bonus_percent = t('promotions.form.errors.depositBonus', { max: String(promotionBounds.bonusPercentMax) });
  const multiplier = Number(d.turnover_multiplier);
  if (
    !twoDecimals.test(d.turnover_multiplier) ||
    multiplier < promotionBounds.turnoverMultiplierMin ||
    multiplier > promotionBounds.turnoverMultiplierMax
  )
    errors.turnover_multiplier = t('promotions.form.errors.turnoverMultiplier', {
      min: String(promotionBounds.turnoverMultiplierMin),
      max: String(promotionBounds.turnoverMultiplierMax),
    });
  const maxBonusOk = money.test(d.max_bonus) && minor(d.max_bonus) <= maxBonusMax;
  if (!maxBonusOk) errors.max_bonus = t('promotions.form.errors.maxBonus', { max: promotionBounds.maxBonusMax });
  const minDepositOk = money.test(d.min_deposit) && minor(d.min_deposit) <= minDepositMax;
  if (!minDepositOk) errors.min_deposit = t('promotions.form.errors.minDeposit', { max: promotionBounds.minDepositMax });
  if (percentOk && maxBonusOk && Number(d.deposit_bonus_percent) > 0) {
    const cap = minor(d.max_bonus);
    const minimumBonus = minDepositOk ? (minor(d.min_deposit) * BigInt(Math.round(Number(d.deposit_bonus_percent) * 100))) / 10000n : 0n;
    if (cap === 0n) errors.max_bonus = t('promotions.form.errors.maxBonusRequired');
    else if (minimumBonus > cap) errors.max_bonus = t('promotions.form.errors.capBelowMinimum', { amount: amountOf(minimumBonus) });
  }
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
  const { t } = useTranslation();
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
    const problems = validate(draft, t);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const input: PromotionInput = {
      ...draft,
      name: draft.name.trim(),
      name_bn: draft.name_bn.trim(),
      description: draft.description.trim(),
      description_bn: draft.description_bn.trim(),
      deposit_bonus_percent: Number(draft.deposit_bonus_percent),
      max_bonus: draft.max_bonus.trim(),
      min_deposit: draft.min_deposit.trim(),
      turnover_multiplier: Number(draft.turnover_multiplier),
    };
    save.mutate(
      { id: promotion?.id ?? null, fields: input },
      {
        onSuccess: (saved) =>
          onDone(t(saved.pending_change ? 'promotions.form.savedPending' : 'promotions.form.saved', { name: saved.name })),
      },
    );
  }
  const pending = promotion?.pending_change ?? null;
  const live = isLivePromotionStatus(draft.status) || (promotion !== null && isLivePromotionStatus(promotion.status));

  const topError = formError(save.error, fields);
  return (
    <form className="panel content-panel promotion-form" onSubmit={submit} noValidate aria-labelledby="promotion-form-heading">
      <h2 id="promotion-form-heading">
        {promotion ? t('promotions.form.editTitle', { name: promotion.name }) : t('promotions.form.newTitle')}
      </h2>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      {pending ? (
        <p className="form-alert promotion-pending" role="status">
          {t('promotions.form.pending', {
            when: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' }).format(
              new Date(pending.requested_at),
            ),
            username: pending.requested_by.username,
            change: describeTerms(t, pending.after),
          })}
        </p>
      ) : null}
      {live ? <p className="form-field__hint">{t('promotions.form.moneyNote')}</p> : null}
      <div className="promotion-form__grid">
        <div className="promotion-form__main">
          <TextField
            label={t('promotions.form.name')}
            name="name"
            value={draft.name}
            error={shown('name')}
            onValue={onText}
            maxLength={120}
          />
          <div className="form-field">
            <label htmlFor="promotion-description">{t('promotions.form.description')}</label>
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
              <p className="form-field__hint">{t('promotions.form.descriptionHint')}</p>
            )}
          </div>
          <TextField
            label={t('promotions.form.nameBn')}
            name="name_bn"
            lang="bn"
            value={draft.name_bn}
            error={shown('name_bn')}
            onValue={onText}
            maxLength={120}
            hint={t('promotions.form.banglaHint')}
          />
          <div className="form-field">
            <label htmlFor="promotion-description-bn">{t('promotions.form.descriptionBn')}</label>
            <textarea
              id="promotion-description-bn"
              lang="bn"
              value={draft.description_bn}
              maxLength={5000}
              rows={5}
              aria-invalid={shown('description_bn') ? true : undefined}
              onChange={(e) => update('description_bn', e.target.value)}
            />
            {shown('description_bn') ? (
              <p className="form-field__error">{shown('description_bn')}</p>
            ) : (
              <p className="form-field__hint">{t('promotions.form.banglaHint')}</p>
            )}
          </div>
          <div className="content-grid">
            <TextField
              label={t('promotions.form.startDate')}
              name="start_date"
              type="date"
              value={draft.start_date}
              error={shown('start_date')}
              onValue={onText}
              hint={t('promotions.form.startDateHint')}
            />
            <TextField
              label={t('promotions.form.endDate')}
              name="end_date"
              type="date"
              value={draft.end_date}
              error={shown('end_date')}
              onValue={onText}
              hint={t('promotions.form.endDateHint')}
            />
            <div className="form-field">
              <label htmlFor="promotion-status">{t('promotions.form.status')}</label>
              <select id="promotion-status" value={draft.status} onChange={(e) => update('status', e.target.value as Draft['status'])}>
                {promotionStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`promotions.statuses.${s}`)}
                  </option>
                ))}
              </select>
              {shown('status') ? (
                <p className="form-field__error">{shown('status')}</p>
              ) : (
                <p className="form-field__hint">{t('promotions.form.statusHint')}</p>
              )}
            </div>
            <TextField
              label={t('promotions.form.depositBonus')}
              name="deposit_bonus_percent"
              inputMode="decimal"
              value={draft.deposit_bonus_percent}
              error={shown('deposit_bonus_percent')}
              onValue={onText}
              hint={t('promotions.form.depositBonusHint', { max: String(promotionBounds.bonusPercentMax) })}
            />
            <TextField
              label={t('promotions.form.maxBonus')}
              name="max_bonus"
              inputMode="decimal"
              value={draft.max_bonus}
              error={shown('max_bonus')}
              onValue={onText}
              hint={t('promotions.form.maxBonusHint', { max: promotionBounds.maxBonusMax })}
            />
            <TextField
              label={t('promotions.form.minDeposit')}
              name="min_deposit"
              inputMode="decimal"
              value={draft.min_deposit}
              error={shown('min_deposit')}
              onValue={onText}
              hint={t('promotions.form.minDepositHint', { max: promotionBounds.minDepositMax })}
            />
            <TextField
              label={t('promotions.form.turnoverMultiplier')}
              name="turnover_multiplier"
              inputMode="decimal"
              value={draft.turnover_multiplier}
              error={shown('turnover_multiplier')}
              onValue={onText}
              hint={t('promotions.form.turnoverHint', {
                min: String(promotionBounds.turnoverMultiplierMin),
                max: String(promotionBounds.turnoverMultiplierMax),
              })}
            />
            <div className="form-field">
              <label htmlFor="promotion-target">{t('promotions.form.bonusTarget')}</label>
              <select
                id="promotion-target"
                value={draft.bonus_target}
                onChange={(e) => update('bonus_target', e.target.value as Draft['bonus_target'])}
              >
                {bonusTargets.map((target) => (
                  <option key={target} value={target}>
                    {t(`promotions.form.targets.${target}`)}
                  </option>
                ))}
              </select>
              {shown('bonus_target') ? <p className="form-field__error">{shown('bonus_target')}</p> : null}
            </div>
          </div>
          <PromotionCategories value={draft.categories} error={shown('categories')} onChange={(ids) => update('categories', ids)} />
        </div>
        <ImageField
          label={t('promotions.form.art')}
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
          {save.isPending ? t('promotions.form.saving') : promotion ? t('promotions.form.save') : t('promotions.form.create')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
