import type { ReferralFriend } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useUser } from '@/features/account/api/get-user';
import { useSignOutOn401 } from '@/features/account/hooks/use-sign-out-on-401';
import { currentLanguage, type Language } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatAmount, formatNumber } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useClaimCash } from '../api/claim-cash';
import { useReferralSummary } from '../api/get-referral-summary';
import './referral.css';

/** Spec section 4: a successful claim reloads the page after 1.5 s. */
export const CLAIM_RELOAD_MS = 1500;

const count = (n: number, language: Language) => n.toLocaleString(language === 'bn' ? 'bn-BD' : 'en-BD');
const joined = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(language === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

type Tab = 'info' | 'mine';

/**
 * /refrrel-program (spec 2.3, issue 21): the Referral Info tab (three steps, 'Refer a friend now') and the My
 * Referral tab (code, QR code of the link, Copy Link and Share with the spec's fallbacks, the figures, Claim All
 * and the invited friends).
 */
export function ReferralPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('info');
  return (
    <div className="referral-page">
      <div className="referral-tabs" role="tablist" aria-label={t('referral.tabsLabel')}>
        {(['info', 'mine'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`referral-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`referral-panel-${name}`}
            className={tab === name ? 'referral-tabs__tab referral-tabs__tab--active' : 'referral-tabs__tab'}
            onClick={() => setTab(name)}
          >
            {t(name === 'info' ? 'referral.infoTab' : 'referral.myTab')}
          </button>
        ))}
      </div>
      {tab === 'info' ? <ReferralInfo onRefer={() => setTab('mine')} /> : <MyReferral reload={reload} />}
    </div>
  );
}

function ReferralInfo({ onRefer }: { onRefer: () => void }) {
  const { t } = useTranslation();
  return (
    <section id="referral-panel-info" role="tabpanel" aria-labelledby="referral-tab-info" className="referral-info">
      <ol className="referral-steps">
        {(['invite', 'play', 'reward'] as const).map((step, index) => (
          <li key={step} className="referral-steps__step">
            <span className="referral-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{t(`referral.steps.${step}.title`)}</h3>
              <p>{t(`referral.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--gold referral-info__cta" onClick={onRefer}>
        {t('referral.referNow')}
      </button>
    </section>
  );
}

function MyReferral({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const remoteId = readStored(StorageKeys.remoteId);
  const user = useUser(remoteId);
  const summary = useReferralSummary(window.location.origin);
  useSignOutOn401(user.error ?? summary.error);
  const claim = useClaimCash();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  if (user.isPending || summary.isPending) return <LoadingState />;
  if (user.isError || summary.isError)
    return (
      <ErrorState
        title={t('referral.loadFailed')}
        detail={(user.error ?? summary.error)?.message}
        onRetry={() => void Promise.all([user.refetch(), summary.refetch()])}
      />
    );
  const code = summary.data.referral_code;
  const link = summary.data.referral_link;
  const cash = user.data.cash_bonus;
  // the fewest cash rewards Claim All moves: staff set it (spec section 9: 10), the summary says what it is now
  const minimum = Number(summary.data.min_claim);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ kind: 'success', text: t('referral.linkCopied') });
    } catch {
      // spec section 8: without the clipboard, the link is offered in a prompt to copy by hand
      window.prompt(t('referral.copyPrompt'), link);
    }
  };
  const share = async () => {
    if (!navigator.share) {
      window.alert(t('referral.shareUnsupported'));
      return;
    }
    await navigator.share({ title: t('referral.shareTitle'), text: t('referral.shareText'), url: link }).catch(() => undefined);
  };
  const claimAll = () => {
    setNotice(null);
    if (Number(cash) < minimum) {
      // as the server writes it: "10" for whole taka, "12.50" otherwise
      const min = Number.isInteger(minimum) ? formatNumber(minimum, language) : formatAmount(summary.data.min_claim, language);
      setNotice({ kind: 'error', text: t('referral.claimMinimum', { min }) });
      return;
    }
    claim.mutate(undefined, {
      onSuccess: () => {
        setNotice({ kind: 'success', text: t('referral.claimed') });
        window.setTimeout(reload, CLAIM_RELOAD_MS);
      },
      onError: (error) =>
        setNotice({ kind: 'error', text: error instanceof ApiError && error.message ? error.message : t('referral.claimFailed') }),
    });
  };

  return (
    <section id="referral-panel-mine" role="tabpanel" aria-labelledby="referral-tab-mine" className="referral-mine">
      <div className="referral-card">
        <div className="referral-card__qr">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(summary.data.qr_svg)}`}
            alt={t('referral.qrLabel')}
            width={132}
            height={132}
          />
        </div>
        <div className="referral-card__code">
          <span>{t('referral.yourCode')}</span>
          <strong data-testid="referral-code">{code}</strong>
          <p className="referral-card__link" data-testid="referral-link">
            {link}
          </p>
          <div className="referral-card__actions">
            <button type="button" className="button button--gold" onClick={() => void copyLink()}>
              {t('referral.copyLink')}
            </button>
            <button type="button" className="button button--outline" onClick={() => void share()}>
              {t('referral.share')}
            </button>
          </div>
        </div>
      </div>

      <dl className="referral-stats">
        <div>
          <dt>{t('referral.activeDownlines')}</dt>
          <dd data-testid="referral-active">{count(summary.data.active_downlines, language)}</dd>
        </div>
        <div>
          <dt>{t('referral.lifetimeRewards')}</dt>
          <dd>৳ {formatAmount(summary.data.lifetime_cash_rewards, language)}</dd>
        </div>
        <div>
          <dt>{t('referral.turnover')}</dt>
          <dd>৳ {formatAmount(summary.data.referral_turnover, language)}</dd>
        </div>
      </dl>

      <div className="referral-claim">
        <div>
          <span>{t('referral.cashRewards')}</span>
          <strong data-testid="referral-cash">৳ {formatAmount(cash, language)}</strong>
        </div>
        <button type="button" className="button button--gold" onClick={claimAll} disabled={claim.isPending}>
          {t('referral.claimAll')}
        </button>
      </div>
      {notice ? (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={`referral-notice referral-notice--${notice.kind}`}>
          {notice.text}
        </p>
      ) : null}
      <p className="referral-rate">{t('referral.rate', { percent: formatAmount(summary.data.base_rate_percent, language) })}</p>

      <h3 className="referral-friends__title">{t('referral.friends')}</h3>
      {summary.data.friends.length ? (
        <table className="referral-friends">
          <thead>
            <tr>
              <th scope="col">{t('referral.friend')}</th>
              <th scope="col">{t('referral.joined')}</th>
              <th scope="col">{t('referral.friendTurnover')}</th>
              <th scope="col">{t('referral.earned')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.data.friends.map((friend, index) => (
              <FriendRow key={`${friend.username}-${friend.joined_at}-${index}`} friend={friend} language={language} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="referral-friends__empty">{t('referral.noFriends')}</p>
      )}
    </section>
  );
}

function FriendRow({ friend, language }: { friend: ReferralFriend; language: Language }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="referral-friend">
      <td>
        {friend.username}
        {friend.status !== 'active' ? (
          <span className={`referral-status referral-status--${friend.status}`}>{t(`referral.status.${friend.status}`)}</span>
        ) : null}
      </td>
      <td>{joined(friend.joined_at, language)}</td>
      <td>৳ {formatAmount(friend.turnover, language)}</td>
      <td>৳ {formatAmount(friend.earned, language)}</td>
    </tr>
  );
}
