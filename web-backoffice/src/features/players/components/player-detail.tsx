import type { StaffPlayerView } from '@khela/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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

const dialogs: Record<PlayerAction, { title: string; description: string; confirm: string; danger?: boolean }> = {
  lock: {
    title: 'Lock player',
    description: 'The player is signed out everywhere and cannot log in until unlocked.',
    confirm: 'Lock player',
    danger: true,
  },
  unlock: { title: 'Unlock player', description: 'The player can log in again.', confirm: 'Unlock player' },
  'mark-phone-verified': {
    title: 'Mark phone verified',
    description: 'The main phone counts as verified without a code (deposits and withdrawals need it).',
    confirm: 'Mark verified',
  },
};

const balanceLabels = { main: 'Main', held: 'Held', bonus: 'Bonus', cash_rewards: 'Cash rewards' } as const;
const channelLabels = { mobile: 'Mobile sign-up', desktop: 'Desktop registration', seed: 'Demo seed', staff: 'Created by staff' } as const;

/** One player for staff: profile, state, verification, extra phones, referrer, sign-up data, balances, and the actions. */
export function PlayerDetail({ id, can, backTo }: { id: string; can: PlayerPermissions; backTo: string }) {
  const player = usePlayer(id);
  const change = useChangePlayer();
  const reset = useSendPasswordReset();
  const [dialog, setDialog] = useState<PlayerAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (player.isPending) return <p className="muted">Loading player…</p>;
  if (player.isError) {
    return (
      <section>
        <Link to={backTo}>← Players</Link>
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
      <Link to={backTo}>← Players</Link>
      <div className="page-head">
        <h1>
          {p.profile.username} <span className="muted">#{p.profile.id}</span>{' '}
          <span className={p.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>{p.status}</span>
        </h1>
      </div>
      {p.status === 'locked' ? (
        <p className="form-alert form-alert--error" role="status">
          Locked: {p.lock_reason ?? 'no reason recorded'}
        </p>
      ) : null}

      {can.lock || can.verify || can.passwordReset ? (
        <div className="player-actions" role="group" aria-label="Actions">
          {can.lock && p.status === 'active' ? (
            <button type="button" className="button button--danger" onClick={() => open('lock')}>
              Lock
            </button>
          ) : null}
          {can.lock && p.status === 'locked' ? (
            <button type="button" className="button" onClick={() => open('unlock')}>
              Unlock
            </button>
          ) : null}
          {can.verify && !phoneVerified ? (
            <button type="button" className="button" onClick={() => open('mark-phone-verified')}>
              Mark phone verified
            </button>
          ) : null}
          {can.passwordReset ? (
            <>
              <button
                type="button"
                className="button"
                disabled={reset.isPending || !emailVerified}
                title={emailVerified ? undefined : 'The e-mail is not verified'}
                onClick={() => sendReset('email')}
              >
                Send reset code by e-mail
              </button>
              <button
                type="button"
                className="button"
                disabled={reset.isPending || !phoneVerified}
                title={phoneVerified ? undefined : 'The phone is not verified'}
                onClick={() => sendReset('sms')}
              >
                Send reset code by SMS
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
        <Card title="Profile">
          <Field label="Remote id">{p.profile.id}</Field>
          <Field label="Name">{p.profile.name || '—'}</Field>
          <Field label="Phone">{p.profile.phone}</Field>
          <Field label="E-mail">{p.profile.email || '—'}</Field>
          <Field label="Birth date">{p.profile.dofb ?? '—'}</Field>
          <Field label="VIP coins">{p.profile.vip_coin}</Field>
          <Field label="Referral code">{p.profile.referral_code}</Field>
        </Card>
        <Card title="Verification">
          <Field label="Phone">{phoneVerified ? `verified ${dhaka(p.phone_verified_at)}` : 'not verified'}</Field>
          <Field label="E-mail">{p.email_verified_at ? `verified ${dhaka(p.email_verified_at)}` : 'not verified'}</Field>
          <Field label="Badges">
            <VerifiedBadges phone={phoneVerified} email={p.email_verified_at !== null} />
          </Field>
        </Card>
        <Card title="Balances">
          {(Object.keys(balanceLabels) as (keyof typeof balanceLabels)[]).map((kind) => (
            <Field key={kind} label={balanceLabels[kind]}>
              <span className="money">
                {p.balances[kind]} {p.sign_up.currency}
              </span>
            </Field>
          ))}
        </Card>
        <Card title="Sign-up">
          <Field label="Created (Dhaka)">{dhaka(p.sign_up.created_at)}</Field>
          <Field label="Channel">{channelLabels[p.sign_up.channel]}</Field>
          <Field label="IP">{p.sign_up.ip ?? '—'}</Field>
          <Field label="Currency">{p.sign_up.currency}</Field>
          <Field label="Language">{p.sign_up.language === 'bn' ? 'Bangla' : 'English'}</Field>
          <Field label="Agent code">{p.sign_up.agent_code ?? '—'}</Field>
          <Field label="Affiliate code">{p.sign_up.affiliate_code ?? '—'}</Field>
          <Field label="Referrer">{p.referrer ? <Link to={`/players/${p.referrer.id}`}>{p.referrer.username}</Link> : '—'}</Field>
        </Card>
        <Card title="Extra phones" list={false}>
          <ExtraPhones phones={p.other_phones} />
        </Card>
      </div>

      {dialog ? (
        <ReasonDialog
          title={dialogs[dialog].title}
          description={dialogs[dialog].description}
          confirmLabel={dialogs[dialog].confirm}
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
  if (phones.length === 0) return <p className="muted">None added.</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th>Number</th>
          <th>Verified</th>
        </tr>
      </thead>
      <tbody>
        {phones.map((phone) => (
          <tr key={phone.id}>
            <td>{phone.contract_value}</td>
            <td>{phone.isverify ? <span className="tag tag--ok">verified</span> : <span className="tag">not verified</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
