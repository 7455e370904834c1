import type { CrashVerification } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCrashSnapshot, verifyCrashRound } from '../api/crash';

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

type Result = { verification: CrashVerification; linkOk: boolean; playedAt: string | null };

/**
 * Crash on /fairness (issue 19): the hash chain and salt explained, the chain's terminating hash and salt as
 * published before game 1, and a check of any round by its hash: /api/fair/verify?game=crash (the code that
 * crashed the round) gives its point, and the browser checks the chain link itself (SHA-256 of the round's hash
 * is the previous game's hash). The crash page's history links here with ?hash=, which checks at once.
 * The check is a query keyed by hash and salt, so a repeated check of the same round is not asked again.
 */
export function CrashFairness() {
  const { t } = useTranslation();
  const snapshot = useCrashSnapshot();
  const [params] = useSearchParams();
  const linked = params.get('hash') ?? '';
  const [hash, setHash] = useState(linked);
  // the hash being checked: a history link's at once, else the one the player submits
  const [checked, setChecked] = useState(linked);
  const section = useRef<HTMLElement>(null);
  const chain = snapshot.data?.chain ?? null;
  const history = snapshot.data?.history;

  const check = useQuery({
    queryKey: ['fair', 'crash', checked, chain?.salt],
    enabled: Boolean(checked && chain),
    retry: false,
    queryFn: async (): Promise<Result> => {
      const answer = await verifyCrashRound(checked, chain!.salt);
      const verification = answer.data as CrashVerification;
      const linkOk = (await sha256Hex(verification.hash)) === verification.previous_hash;
      // a round still in the history strip also shows the point it was played at, to compare
      const played = history?.find((h) => h.hash === verification.hash);
      return { verification, linkOk, playedAt: played?.crash_point ?? null };
    },
  });
  const result = check.data ?? null;
  const error = check.error ? (check.error instanceof ApiError ? check.error.message : t('originals.failed')) : null;

  // arriving from a history link: bring this section into view
  useEffect(() => {
    if (linked) section.current?.scrollIntoView();
  }, [linked]);

  const point = result ? result.verification.crash_point.toFixed(2) : '';
  const pointOk = result ? result.playedAt === null || result.playedAt === point : false;

  return (
    <section id="crash" ref={section} aria-label={t('fairness.crashTitle')}>
      <h3>{t('fairness.crashTitle')}</h3>
      <p>{t('fairness.crashHow1')}</p>
      <p>{t('fairness.crashHow2')}</p>
      <div>
        {t('fairness.terminatingHash')}: <code data-testid="crash-terminating-hash">{chain?.terminating_hash ?? '…'}</code>
      </div>
      <div>
        {t('fairness.salt')}: <code data-testid="crash-salt">{chain?.salt ?? '…'}</code>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (hash) setChecked(hash.trim().toLowerCase());
        }}
      >
        <input
          value={hash}
          onChange={(e) => setHash(e.target.value)}
          placeholder={t('fairness.roundHash')}
          aria-label={t('fairness.roundHash')}
          maxLength={64}
        />
        <button type="submit" disabled={!chain}>
          {t('fairness.verify')}
        </button>
      </form>
      {error ? <p className="fairness__bad">{error}</p> : null}
      {result ? (
        <div data-testid="crash-verified">
          <p className={result.linkOk && pointOk ? 'fairness__ok' : 'fairness__bad'}>
            {result.linkOk && pointOk ? t('fairness.crashVerified', { point }) : t('fairness.mismatch', { value: `${point}x` })}
          </p>
          {result.playedAt !== null ? <p>{t('fairness.crashPlayedAt', { point: result.playedAt })}</p> : null}
          <div>
            {t('fairness.previousHash')}: <code>{result.verification.previous_hash}</code>
          </div>
        </div>
      ) : null}
    </section>
  );
}
