import type { StaffProtectionRules } from '@khela/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/form.css';
import { fieldError, formError } from '@/lib/form-errors';
import { useChangeProtectionRules, useProtectionRules } from '../api/protection-rules';
import { ReasonField, reasonValid } from './reason-field';
import './responsible-gaming.css';

/** The form's text fields: what staff typed, checked by the server (which names every bad field). */
interface Fields {
  limitCoolingOff: string;
  endCoolingOff: string;
  timeoutMin: string;
  timeoutMax: string;
  selfMin: string;
  selfMax: string;
  choices: string;
  defaultMinutes: string;
  sessionMin: string;
  sessionMax: string;
  minimumAge: string;
  statementDays: string;
}

const fieldsOf = (r: StaffProtectionRules): Fields => ({
  limitCoolingOff: String(r.limit_cooling_off_hours),
  endCoolingOff: String(r.exclusion_end_cooling_off_hours),
  timeoutMin: String(r.timeout_days.min),
  timeoutMax: String(r.timeout_days.max),
  selfMin: String(r.self_exclusion_months.min),
  selfMax: String(r.self_exclusion_months.max),
  choices: r.reality_check_choices.join(', '),
  defaultMinutes: String(r.reality_check_default_minutes),
  sessionMin: String(r.session_limit_hours.min),
  sessionMax: String(r.session_limit_hours.max),
  minimumAge: String(r.minimum_age),
  statementDays: String(r.statement_max_days),
});

/** A typed number as the API takes it; anything else goes as typed, for the server to name. */
const num = (text: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);
const list = (text: string): (number | string)[] =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(num);

const shownFields = [
  'limit_cooling_off_hours',
  'exclusion_end_cooling_off_hours',
  'timeout_days',
  'self_exclusion_months',
  'reality_check_choices',
  'reality_check_default_minutes',
  'session_limit_hours',
  'minimum_age',
  'statement_max_days',
  'reason',
];

/**
 * /responsible-gaming/rules (rg.manage: risk and admin): the player-protection rules every player's tools
 * follow (issue 16). Floors are the spec's values (24-hour cooling-offs, a 6-month self-exclusion, age 18, a
 * year's statement); the server refuses anything weaker and names each bad field. A change needs a reason and
 * is audited; it applies to what players do next and never loosens what a player already chose.
 */
export function ProtectionRulesPage() {
  const { t } = useTranslation();
  const rules = useProtectionRules();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="rg-page">
      <p>
        <Link to="/responsible-gaming">{t('responsibleGaming.backToList')}</Link>
      </p>
      <div className="page-head">
        <h1>{t('responsibleGaming.rules.title')}</h1>
      </div>
      <p className="muted">{t('responsibleGaming.rules.intro')}</p>
      {rules.isPending ? <p className="muted">{t('responsibleGaming.rules.loading')}</p> : null}
      {rules.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {rules.error.message}
        </p>
      ) : null}
      {rules.data ? <RulesForm key={rules.data.updated_at} rules={rules.data} saved={saved} onSaved={setSaved} /> : null}
    </section>
  );
}

function RulesForm({
  rules,
  saved,
  onSaved,
}: {
  rules: StaffProtectionRules;
  saved: string | null;
  onSaved: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeProtectionRules();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(rules));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const error = (field: string) => fieldError(change.error, field);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    onSaved(null);
    if (!reasonValid(reason)) return;
    change.mutate(
      {
        limit_cooling_off_hours: num(fields.limitCoolingOff) as number,
        exclusion_end_cooling_off_hours: num(fields.endCoolingOff) as number,
        timeout_days: { min: num(fields.timeoutMin) as number, max: num(fields.timeoutMax) as number },
        self_exclusion_months: { min: num(fields.selfMin) as number, max: num(fields.selfMax) as number },
        reality_check_choices: list(fields.choices) as number[],
        reality_check_default_minutes: num(fields.defaultMinutes) as number,
        session_limit_hours: { min: num(fields.sessionMin) as number, max: num(fields.sessionMax) as number },
        minimum_age: num(fields.minimumAge) as number,
        statement_max_days: num(fields.statementDays) as number,
        reason: reason.trim(),
      },
      { onSuccess: (answer) => onSaved(answer.message) },
    );
  };

  const problem = formError(change.error, shownFields);
  return (
    <form className="rg-rules" onSubmit={save} noValidate aria-label={t('responsibleGaming.rules.title')}>
      <RuleGroup
        title={t('responsibleGaming.rules.coolingOffs')}
        error={error('limit_cooling_off_hours') ?? error('exclusion_end_cooling_off_hours')}
      >
        <NumberField
          label={t('responsibleGaming.rules.limitCoolingOff')}
          value={fields.limitCoolingOff}
          onChange={set('limitCoolingOff')}
          invalid={!!error('limit_cooling_off_hours')}
          hint={t('responsibleGaming.rules.hoursFloor')}
        />
        <NumberField
          label={t('responsibleGaming.rules.endCoolingOff')}
          value={fields.endCoolingOff}
          onChange={set('endCoolingOff')}
          invalid={!!error('exclusion_end_cooling_off_hours')}
          hint={t('responsibleGaming.rules.hoursFloor')}
        />
      </RuleGroup>
      <RuleGroup title={t('responsibleGaming.rules.timeouts')} error={error('timeout_days')}>
        <NumberField
          label={t('responsibleGaming.rules.shortestDays')}
          value={fields.timeoutMin}
          onChange={set('timeoutMin')}
          invalid={!!error('timeout_days')}
        />
        <NumberField
          label={t('responsibleGaming.rules.longestDays')}
          value={fields.timeoutMax}
          onChange={set('timeoutMax')}
          invalid={!!error('timeout_days')}
        />
      </RuleGroup>
      <RuleGroup title={t('responsibleGaming.rules.selfExclusions')} error={error('self_exclusion_months')}>
        <NumberField
          label={t('responsibleGaming.rules.shortestMonths')}
          value={fields.selfMin}
          onChange={set('selfMin')}
          invalid={!!error('self_exclusion_months')}
          hint={t('responsibleGaming.rules.monthsFloor')}
        />
        <NumberField
          label={t('responsibleGaming.rules.longestMonths')}
          value={fields.selfMax}
          onChange={set('selfMax')}
          invalid={!!error('self_exclusion_months')}
        />
      </RuleGroup>
      <RuleGroup
        title={t('responsibleGaming.rules.realityChecks')}
        error={error('reality_check_choices') ?? error('reality_check_default_minutes')}
      >
        <NumberField
          label={t('responsibleGaming.rules.choices')}
          value={fields.choices}
          onChange={set('choices')}
          invalid={!!error('reality_check_choices')}
          hint={t('responsibleGaming.rules.choicesHint')}
          wide
        />
        <NumberField
          label={t('responsibleGaming.rules.defaultMinutes')}
          value={fields.defaultMinutes}
          onChange={set('defaultMinutes')}
          invalid={!!error('reality_check_default_minutes')}
        />
      </RuleGroup>
      <RuleGroup title={t('responsibleGaming.rules.sessionLimits')} error={error('session_limit_hours')}>
        <NumberField
          label={t('responsibleGaming.rules.shortestHours')}
          value={fields.sessionMin}
          onChange={set('sessionMin')}
          invalid={!!error('session_limit_hours')}
        />
        <NumberField
          label={t('responsibleGaming.rules.longestHours')}
          value={fields.sessionMax}
          onChange={set('sessionMax')}
          invalid={!!error('session_limit_hours')}
        />
      </RuleGroup>
      <RuleGroup title={t('responsibleGaming.rules.ageAndStatements')} error={error('minimum_age') ?? error('statement_max_days')}>
        <NumberField
          label={t('responsibleGaming.rules.minimumAge')}
          value={fields.minimumAge}
          onChange={set('minimumAge')}
          invalid={!!error('minimum_age')}
          hint={t('responsibleGaming.rules.ageFloor')}
        />
        <NumberField
          label={t('responsibleGaming.rules.statementDays')}
          value={fields.statementDays}
          onChange={set('statementDays')}
          invalid={!!error('statement_max_days')}
          hint={t('responsibleGaming.rules.statementFloor')}
        />
      </RuleGroup>
      <p className="muted">{t('responsibleGaming.rules.windows')}</p>
      <ReasonField value={reason} onChange={setReason} showError={submitted} />
      {problem ? (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {saved ? (
        <p className="form-alert form-alert--success" role="status">
          {saved}
        </p>
      ) : null}
      <p className="muted">
        {t('responsibleGaming.rules.updatedAt', { time: new Date(rules.updated_at).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' }) })}
      </p>
      <div>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('responsibleGaming.rules.save')}
        </button>
      </div>
    </form>
  );
}

function RuleGroup({ title, error, children }: { title: string; error: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="rg-rules__group">
      <legend>{title}</legend>
      <div className="rg-rules__fields">{children}</div>
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function NumberField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  hint?: string;
  wide?: boolean;
}) {
  return (
    <label className={`form-field${props.wide ? ' rg-rules__wide' : ''}`}>
      <span>{props.label}</span>
      <input
        inputMode="numeric"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.invalid || undefined}
      />
      {props.hint ? <span className="form-field__hint">{props.hint}</span> : null}
    </label>
  );
}
