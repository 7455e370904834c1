import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form.css';
import { useAnonymisePlayer, useExportPlayerData, usePersonalDataStatus } from '../api/personal-data';
import { PersonalDataDialog } from './personal-data-dialog';
import './personal-data.css';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const dhakaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }); // YYYY-MM-DD, the API's way
const dhaka = (iso: string | null) => (iso ? dhakaTime.format(new Date(iso)) : '—');

/**
 * The player page's personal-data card (issue 23): where the account stands for anonymisation, the export of
 * everything held about the player as a JSON file (players.data_export), and the anonymisation of a closed
 * account after the retention period (players.anonymise), each behind a dialog asking why; the anonymisation
 * also asks for the username typed, since nothing can bring the data back.
 */
export function PersonalDataSection({ playerId, can }: { playerId: string; can: { exportData: boolean; anonymise: boolean } }) {
  const { t } = useTranslation();
  const status = usePersonalDataStatus(playerId);
  const exporter = useExportPlayerData(playerId);
  const anonymiser = useAnonymisePlayer(playerId);
  const [dialog, setDialog] = useState<'export' | 'anonymise' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (which: 'export' | 'anonymise') => {
    exporter.reset();
    anonymiser.reset();
    setNotice(null);
    setDialog(which);
  };
  const s = status.data;

  return (
    <section className="panel personal-data" aria-labelledby="personal-data-title" data-testid="personal-data">
      <h2 id="personal-data-title">{t('personalData.title')}</h2>
      {status.isPending ? <p className="muted">{t('personalData.loading')}</p> : null}
      {status.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {status.error.message}
        </p>
      ) : null}
      {s ? (
        <>
          <dl className="personal-data__facts">
            <Fact label={t('personalData.fields.account')}>
              {s.anonymised_at ? t('personalData.account.anonymised') : t(`personalData.account.${s.status}`)}
            </Fact>
            <Fact label={t('personalData.fields.lastActivity')}>{dhaka(s.last_activity_at)}</Fact>
            <Fact label={t('personalData.fields.retentionEnds')}>
              {dhaka(s.retention_ends_at)}{' '}
              <span className="muted">{t('personalData.retentionDays', { days: String(s.retention_days) })}</span>
            </Fact>
            <Fact label={t('personalData.fields.balances')}>
              {s.balance_zero ? t('personalData.balanceZero') : t('personalData.balanceNotZero')}
            </Fact>
            {s.anonymised_at ? <Fact label={t('personalData.fields.anonymisedAt')}>{dhaka(s.anonymised_at)}</Fact> : null}
          </dl>
          {can.anonymise && s.blocker ? (
            <p className="personal-data__blocker" role="note">
              {/* in the page's language: the API's own sentence in `refusal` is data, always English */}
              {t(`personalData.blockers.${s.blocker}`, { date: dhakaDate.format(new Date(s.retention_ends_at)) })}
            </p>
          ) : null}
          <div className="personal-data__actions" role="group" aria-label={t('personalData.actions')}>
            {can.exportData ? (
              <button type="button" className="button" onClick={() => open('export')}>
                {t('personalData.export.button')}
              </button>
            ) : null}
            {can.anonymise ? (
              <button type="button" className="button button--danger" disabled={s.blocker !== null} onClick={() => open('anonymise')}>
                {t('personalData.anonymise.button')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}

      {dialog === 'export' ? (
        <PersonalDataDialog
          title={t('personalData.export.title')}
          confirmLabel={t('personalData.export.confirm')}
          busy={exporter.isPending}
          error={exporter.isError ? exporter.error.message : null}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            exporter.mutate(reason, {
              onSuccess: () => {
                setDialog(null);
                setNotice(t('personalData.export.done'));
              },
            })
          }
        >
          <p>{t('personalData.export.description')}</p>
        </PersonalDataDialog>
      ) : null}
      {dialog === 'anonymise' && s ? (
        <PersonalDataDialog
          title={t('personalData.anonymise.title')}
          confirmLabel={t('personalData.anonymise.confirm')}
          danger
          confirmWord={s.username}
          busy={anonymiser.isPending}
          error={anonymiser.isError ? anonymiser.error.message : null}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            anonymiser.mutate(
              { reason, confirm_username: s.username },
              {
                onSuccess: (answer) => {
                  setDialog(null);
                  setNotice(answer.message);
                },
              },
            )
          }
        >
          <p className="personal-data__warning">{t('personalData.anonymise.warning')}</p>
          <p>{t('personalData.anonymise.replaced')}</p>
          <p>{t('personalData.anonymise.kept')}</p>
        </PersonalDataDialog>
      ) : null}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
