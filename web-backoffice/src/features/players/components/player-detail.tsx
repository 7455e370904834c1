import type { StaffPlayerView } from '@khela/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { useChangePlayer, type PlayerAction } from '../api/change-player';
import { usePlayer } from '../api/get-player';
import { useSendPasswordReset, type ResetChannel } from '../api/send-password-reset';
import { dhaka } from './format';
import { ReasonDialog } from './reason-dialog';
import { VerifiedBadges } from './verified-badges';
import './players.css';

export interface PlayerPermissions {
  lock: boolean;
  verify: boolean;
  passwordReset: boolean;
}

/** Each action's dialog texts (`players.dialogs.<key>`); only locking is styled as destructive. */
const dialogs: Record<PlayerAction, { key: 'lock' | 'unlock' | 'markPhoneVerified'; danger?: boolean }> = {
  lock: { key: 'lock', danger: true },
  unlock: { key: 'unlock' },
  'mark-phone-verified': { key: 'markPhoneVerified' },
};

const balanceKinds = ['main', 'held', 'exposure', 'bonus', 'cash_rewards'] as const;

/** One player for staff: profile, state, verification, extra phones, referrer, sign-up data, balances, and the actions. */
/**
 * `showBalances`: the balances card, for staff who do not see the Wallet section under the page
 * (finance sees the same figures there, live, with the statement).
 */
export function PlayerDetail({
  id,
  can,
  backTo,
  showBalances,
}: {
  id: string;
  can: PlayerPermissions;
  backTo: string;
  showBalances: boolean;
}) {
  const { t } = useTranslation();
  const player = usePlayer(id);
  const change = useChangePlayer();
  const reset = useSendPasswordReset();
  const [dialog, setDialog] = useState<PlayerAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (player.isPending) return <p className="muted">{t('players.detail.loading')}</p>;
  if (player.isError) {
    return (
      <section>
        <Link to={backTo}>{t('players.backToList')}</Link>
        <p className="form-alert form-alert--error" role="alert">
          {player.error.message}
        </p>
      </section>
    );
  }
  const p = player.data;
  const emailVerified = p.email_verified_at !== null && p.profile.email !== '';
  const phoneVerified = p.phone_verified_at !== null;

  const open = (action: PlayerAction) => {
    change.reset();
    setNotice(null);
    setDialog(action);
  };
  const confirm = (reason: string) => {
    if (!dialog) return;
    change.mutate(
      { id, action: dialog, reason },
      {
        onSuccess: (answer) => {
          setDialog(null);
          setNotice(answer.message);
        },
      },
    );
  };
  const sendReset = (channel: ResetChannel) => {
    setNotice(null);
    reset.mutate({ id, channel }, { onSuccess: (answer) => setNotice(answer.message) });
  };

  return (
    <section className="player-detail">
      <Link to={backTo}>{t('players.backToList')}</Link>
      <div className="page-head">
        <h1>
          {p.profile.username} <span className="muted">#{p.profile.id}</span>{' '}
          <span className={p.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{t(`players.status.${p.status}`)}</span>
        </h1>
      </div>
      {p.status === 'locked' ? (
        <p className="form-alert form-alert--error" role="status">
          {t('players.detail.locked', { reason: p.lock_reason ?? t('players.detail.noReason') })}
        </p>
      ) : null}

      {can.lock || can.verify || can.passwordReset ? (
        <div className="player-actions" role="group" aria-label={t('players.detail.actions')}>
          {can.lock && p.status === 'active' ? (
            <button type="button" className="button button--danger" onClick={() => open('lock')}>
              {t('players.detail.lock')}
            </button>
          ) : null}
          {can.lock && p.status === 'locked' ? (
            <button type="button" className="button" onClick={() => open('unlock')}>
              {t('players.detail.unlock')}
            </button>
          ) : null}
          {can.verify && !phoneVerified ? (
            <button type="button" className="button" onClick={() => open('mark-phone-verified')}>
              {t('players.detail.markPhoneVerified')}
            </button>
          ) : null}
          {can.passwordReset ? (
            <>
              <button
                type="button"
                className="button"
                disabled={reset.isPending || !emailVerified}
                title={emailVerified ? undefined : t('players.detail.emailNotVerified')}
                onClick={() => sendReset('email')}
              >
                {t('players.detail.resetByEmail')}
              </button>
              <button
                type="button"
                className="button"
                disabled={reset.isPending || !phoneVerified}
                title={phoneVerified ? undefined : t('players.detail.phoneNotVerified')}
                onClick={() => sendReset('sms')}
              >
                {t('players.detail.resetBySms')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {reset.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {reset.error.message}
        </p>
      ) : null}

      <div className="player-grid">
        <Card title={t('players.cards.profile')}>
          <Field label={t('players.fields.remoteId')}>{p.profile.id}</Field>
          <Field label={t('players.fields.name')}>{p.profile.name || '—'}</Field>
          <Field label={t('players.fields.phone')}>{p.profile.phone}</Field>
          <Field label={t('players.fields.email')}>{p.profile.email || '—'}</Field>
          <Field label={t('players.fields.birthDate')}>{p.profile.dofb ?? '—'}</Field>
          <Field label={t('players.fields.vipCoins')}>{p.profile.vip_coin}</Field>
          <Field label={t('players.fields.referralCode')}>{p.profile.referral_code}</Field>
        </Card>
        <Card title={t('players.cards.verification')}>
          <Field label={t('players.fields.phone')}>
            {phoneVerified ? t('players.verifiedAt', { time: dhaka(p.phone_verified_at) }) : t('players.notVerified')}
          </Field>
          <Field label={t('players.fields.email')}>
            {p.email_verified_at ? t('players.verifiedAt', { time: dhaka(p.email_verified_at) }) : t('players.notVerified')}
          </Field>
          <Field label={t('players.fields.badges')}>
            <VerifiedBadges phone={phoneVerified} email={p.email_verified_at !== null} />
          </Field>
        </Card>
        {showBalances ? (
          <Card title={t('players.cards.balances')}>
            {balanceKinds.map((kind) => (
              <Field key={kind} label={t(`players.balances.${kind}`)}>
                <span className="money">
                  {p.balances[kind]} {p.sign_up.currency}
                </span>
              </Field>
            ))}
          </Card>
        ) : null}
        <Card title={t('players.cards.signUp')}>
          <Field label={t('players.fields.created')}>{dhaka(p.sign_up.created_at)}</Field>
          <Field label={t('players.fields.channel')}>{t(`players.channels.${p.sign_up.channel}`)}</Field>
          <Field label={t('players.fields.ip')}>{p.sign_up.ip ?? '—'}</Field>
          <Field label={t('players.fields.currency')}>{p.sign_up.currency}</Field>
          <Field label={t('players.fields.language')}>
            {p.sign_up.language === 'bn' ? t('players.languages.bn') : t('players.languages.en')}
          </Field>
          <Field label={t('players.fields.agentCode')}>{p.sign_up.agent_code ?? '—'}</Field>
          <Field label={t('players.fields.affiliateCode')}>{p.sign_up.affiliate_code ?? '—'}</Field>
          <Field label={t('players.fields.referrer')}>
            {p.referrer ? <Link to={`/players/${p.referrer.id}`}>{p.referrer.username}</Link> : '—'}
          </Field>
        </Card>
        <Card title={t('players.cards.extraPhones')} list={false}>
          <ExtraPhones phones={p.other_phones} />
        </Card>
      </div>

      {dialog ? (
        <ReasonDialog
          title={t(`players.dialogs.${dialogs[dialog].key}.title`)}
          description={t(`players.dialogs.${dialogs[dialog].key}.description`)}
          confirmLabel={t(`players.dialogs.${dialogs[dialog].key}.confirm`)}
          danger={dialogs[dialog].danger ?? false}
          busy={change.isPending}
          error={change.isError ? change.error.message : null}
          onConfirm={confirm}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

function Card({ title, children, list = true }: { title: string; children: ReactNode; list?: boolean }) {
  return (
    <section className="panel player-card" aria-label={title}>
      <h2>{title}</h2>
      {list ? <dl>{children}</dl> : children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function ExtraPhones({ phones }: { phones: StaffPlayerView['other_phones'] }) {
  const { t } = useTranslation();
  if (phones.length === 0) return <p className="muted">{t('players.phones.none')}</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th>{t('players.phones.number')}</th>
          <th>{t('players.phones.verified')}</th>
        </tr>
      </thead>
      <tbody>
        {phones.map((phone) => (
          <tr key={phone.id}>
            <td>{phone.contract_value}</td>
            <td>
              {phone.isverify ? (
                <span className="tag tag--ok">{t('players.verified')}</span>
              ) : (
                <span className="tag">{t('players.notVerified')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
