import type { ExchangeScore } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useScoreBoard } from '../api/get-score-board';
import { formatOvers } from '../lib/odds-format';

/** The score in a line, from the live event: what a phone shows above the markets. */
export function scoreLine(score: ExchangeScore): string {
  if (score.kind === 'cricket') {
    const innings = score.innings[score.current];
    return innings ? `${innings.team} ${innings.runs}/${innings.wickets} (${formatOvers(innings.balls)})` : '';
  }
  if (score.kind === 'soccer')
    return score.phase === 'not_started' ? '' : `${score.teams[0]} ${score.goals[0]} - ${score.goals[1]} ${score.teams[1]}`;
  if (score.phase === 'not_started') return '';
  const sets = score.sets.map(([a, b]) => `${a}-${b}`).join(' ');
  return `${score.players[0]} v ${score.players[1]} · ${sets} · ${score.points[0]}-${score.points[1]}`;
}

/**
 * The live score (spec section 2.3, "live score frame"): the scoreboard page whose address
 * GET /api/score/board/{eventId} gives, in a frame. Until it is there (or when it cannot be had), the
 * same facts from the pushed event: the score line, the last balls and what is happening.
 */
export function Scoreboard({ eventId, score }: { eventId: string; score: ExchangeScore | undefined }) {
  const { t } = useTranslation();
  const frame = useScoreBoard(eventId);
  if (frame.data) {
    return (
      <section className="scoreboard scoreboard--frame" aria-label={t('exchange.scoreboard')}>
        <iframe className="scoreboard__frame" src={frame.data} title={t('exchange.scoreboard')} />
      </section>
    );
  }
  const line = score ? scoreLine(score) : '';
  if (!line && !score?.summary) return null;
  return (
    <section className="scoreboard" aria-label={t('exchange.scoreboard')}>
      {line ? <p className="scoreboard__line">{line}</p> : null}
      {score?.kind === 'cricket' && score.recentBalls.length > 0 ? (
        <ol className="scoreboard__balls">
          {score.recentBalls.map((ball, index) => (
            <li key={index} className={`scoreboard__ball scoreboard__ball--${ballKind(ball)}`}>
              {ball}
            </li>
          ))}
        </ol>
      ) : null}
      {score?.summary ? <p className="scoreboard__summary">{score.summary}</p> : null}
    </section>
  );
}

function ballKind(ball: string): 'wicket' | 'boundary' | 'run' {
  if (ball === 'W') return 'wicket';
  return ball === '4' || ball === '6' ? 'boundary' : 'run';
}
