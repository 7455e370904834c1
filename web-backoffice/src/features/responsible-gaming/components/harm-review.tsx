import type { HarmReviewAction, StaffPlayerProtection } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordReviewAction } from '../api/record-review-action';
import { dhaka } from './format';
import { RaisedMarkers } from './harm-markers';

const actions: readonly HarmReviewAction['action'][] = ['note', 'call', 'message'];
const TEXT_MIN = 3;
const TEXT_MAX = 1000;

/** A player's recent markers-of-harm scores (newest first), each with the markers raised that day. */
export function HarmScores({ data }: { data: StaffPlayerProtection }) {
  const { t } = useTranslation();
  return (
    <div className="panel rg-card">
      <h2>{t('responsibleGaming.markers.title')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.markers.title')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.markers.day')}</th>
              <th>{t('responsibleGaming.queue.score')}</th>
              <th>{t('responsibleGaming.queue.markers')}</th>
            </tr>
          </thead>
          <tbody>
            {data.harm_scores.map((s) => (
              <tr key={s.day}>
                <td>{s.day}</td>
                <td>
                  <strong className="rg-score">{s.score}</strong>
                </td>
                <td className="wrap">
                  <RaisedMarkers markers={s.markers} />
                </td>
              </tr>
            ))}
            {data.harm_scores.length === 0 ? (
              <tr>
                <td className="empty" colSpan={3}>
                  {t('responsibleGaming.markers.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Staff's notes, calls and messages on the player (newest first) and, with `canManage`, the form to record
 * one. A stricter limit or an exclusion is the forms above; they land in the histories below.
 */
export function ReviewActions({
  data,
  canManage,
  onDone,
}: {
  data: StaffPlayerProtection;
  canManage: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="panel rg-card">
      <h2>{t('responsibleGaming.review.title')}</h2>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('responsibleGaming.review.title')}>
          <thead>
            <tr>
              <th>{t('responsibleGaming.history.when')}</th>
              <th>{t('responsibleGaming.review.action')}</th>
              <th>{t('responsibleGaming.review.text')}</th>
              <th>{t('responsibleGaming.queue.score')}</th>
              <th>{t('responsibleGaming.history.by')}</th>
            </tr>
          </thead>
          <tbody>
            {data.review_actions.map((a) => (
              <tr key={a.id}>
                <td>{dhaka(a.at)}</td>
                <td>{t(`responsibleGaming.review.actions.${a.action}`)}</td>
                <td className="wrap">{a.text}</td>
                <td>{a.score === null ? <span className="muted">—</span> : `${a.score} (${a.score_day})`}</td>
                <td>
                  <span className="tag tag--danger">{t('responsibleGaming.history.staff', { username: a.staff_username ?? '—' })}</span>
                </td>
              </tr>
            ))}
            {data.review_actions.length === 0 ? (
              <tr>
                <td className="empty" colSpan={5}>
                  {t('responsibleGaming.review.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {canManage ? <ReviewActionForm playerId={data.player.id} onDone={onDone} /> : null}
    </div>
  );
}

function ReviewActionForm({ playerId, onDone }: { playerId: string; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const record = useRecordReviewAction();
  const [action, setAction] = useState<HarmReviewAction['action']>('note');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const length = text.trim().length;
  const textOk = length >= TEXT_MIN && length <= TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!textOk) return;
    record.mutate(
      { playerId, action, text: text.trim() },
      {
        onSuccess: (answer) => {
          onDone(answer.message);
          setText('');
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className="rg-form" aria-label={t('responsibleGaming.review.formTitle')} onSubmit={submit} noValidate>
      <h3>{t('responsibleGaming.review.formTitle')}</h3>
      <p className="form-field__hint">{t('responsibleGaming.review.help')}</p>
      <div className="rg-form__row">
        <div className="form-field">
          <label htmlFor="rg-review-action">{t('responsibleGaming.review.action')}</label>
          <select id="rg-review-action" value={action} onChange={(event) => setAction(event.target.value as HarmReviewAction['action'])}>
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`responsibleGaming.review.actions.${a}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-field">
        <label htmlFor="rg-review-text">{t('responsibleGaming.review.text')}</label>
        <textarea
          id="rg-review-text"
          rows={3}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={submitted && !textOk ? true : undefined}
        />
        {submitted && !textOk ? <p className="form-field__error">{t('responsibleGaming.review.textInvalid')}</p> : null}
      </div>
      {record.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {record.error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={record.isPending}>
        {record.isPending ? t('common.working') : t('responsibleGaming.review.submit')}
      </button>
    </form>
  );
}
