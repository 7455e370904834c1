import type { StaffReceivingNumber, StaffReceivingNumberList } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { fieldError, formError } from '@/lib/form-errors';
import { useAddReceivingNumber, useChangeReceivingNumber, useRotateReceivingNumber } from '../api/receiving-numbers';

interface DialogProps {
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/** Adds a number to a channel with its daily cap; the API checks the 11 digits and the cap. */
export function AddNumberDialog({ methods, onDone, onCancel }: DialogProps & { methods: StaffReceivingNumberList['methods'] }) {
  const { t } = useTranslation();
  const add = useAddReceivingNumber();
  const [methodId, setMethodId] = useState(String(methods[0]?.id ?? ''));
  const [form, setForm] = useState({ number: '', daily_cap: '200000' });
  const set = (field: 'number' | 'daily_cap', value: string) => setForm((f) => ({ ...f, [field]: value }));
  return (
    <FormDialog
      title={t('paymentChannels.numbers.addTitle')}
      submitLabel={t('paymentChannels.numbers.add')}
      busy={add.isPending}
      error={formError(add.error, ['number', 'daily_cap']) ?? null}
      onSubmit={() =>
        add.mutate(
          { method_id: Number(methodId), number: form.number.trim(), daily_cap: form.daily_cap.trim() },
          { onSuccess: (saved) => onDone(t('paymentChannels.numbers.added', { number: saved.number, channel: saved.method.name })) },
        )
      }
      onCancel={onCancel}
    >
      <div className="form-field">
        <label htmlFor="receiving-number-channel">{t('paymentChannels.numbers.channel')}</label>
        <select id="receiving-number-channel" name="method_id" value={methodId} onChange={(e) => setMethodId(e.target.value)}>
          {methods.map((m) => (
            <option key={m.id} value={m.id}>
              {`${m.name} · ${t(`paymentChannels.accountTypes.${m.account_type}`)}`}
              {m.status === 'inactive' ? ` (${t('paymentChannels.numbers.methodOff')})` : ''}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('paymentChannels.numbers.number')}
        name="number"
        inputMode="numeric"
        value={form.number}
        error={fieldError(add.error, 'number')}
        hint={t('paymentChannels.numbers.numberHint')}
        onValue={set}
        autoFocus
      />
      <TextField
        label={t('paymentChannels.numbers.dailyCap')}
        name="daily_cap"
        inputMode="decimal"
        value={form.daily_cap}
        error={fieldError(add.error, 'daily_cap')}
        onValue={set}
      />
    </FormDialog>
  );
}

/** A new daily cap: it decides at once what the number may still be handed out for today. */
export function CapDialog({ number, onDone, onCancel }: DialogProps & { number: StaffReceivingNumber }) {
  const { t } = useTranslation();
  const change = useChangeReceivingNumber();
  const [cap, setCap] = useState(number.daily_cap);
  return (
    <FormDialog
      title={t('paymentChannels.numbers.capTitle', { number: number.number })}
      submitLabel={t('paymentChannels.numbers.save')}
      busy={change.isPending}
      error={formError(change.error, ['daily_cap']) ?? null}
      onSubmit={() =>
        change.mutate(
          { id: number.id, change: { daily_cap: cap.trim() } },
          { onSuccess: (saved) => onDone(t('paymentChannels.numbers.capSaved', { number: saved.number })) },
        )
      }
      onCancel={onCancel}
    >
      <TextField
        label={t('paymentChannels.numbers.dailyCap')}
        name="daily_cap"
        inputMode="decimal"
        value={cap}
        error={fieldError(change.error, 'daily_cap')}
        hint={t('paymentChannels.numbers.capHint', { load: number.load_today })}
        onValue={(_, value) => setCap(value)}
        autoFocus
      />
    </FormDialog>
  );
}

/** Rotation: the new number takes the channel and cap; the old one is switched off in the same step. */
export function RotateDialog({ number, onDone, onCancel }: DialogProps & { number: StaffReceivingNumber }) {
  const { t } = useTranslation();
  const rotate = useRotateReceivingNumber();
  const [next, setNext] = useState('');
  return (
    <FormDialog
      title={t('paymentChannels.numbers.rotateTitle', { number: number.number })}
      submitLabel={t('paymentChannels.numbers.rotate')}
      busy={rotate.isPending}
      error={formError(rotate.error, ['number']) ?? null}
      onSubmit={() =>
        rotate.mutate(
          { id: number.id, number: next.trim() },
          { onSuccess: (saved) => onDone(t('paymentChannels.numbers.rotated', { old: number.number, number: saved.number })) },
        )
      }
      onCancel={onCancel}
    >
      <p>{t('paymentChannels.numbers.rotateQuestion')}</p>
      <TextField
        label={t('paymentChannels.numbers.newNumber')}
        name="number"
        inputMode="numeric"
        value={next}
        error={fieldError(rotate.error, 'number')}
        hint={t('paymentChannels.numbers.numberHint')}
        onValue={(_, value) => setNext(value)}
        autoFocus
      />
    </FormDialog>
  );
}
