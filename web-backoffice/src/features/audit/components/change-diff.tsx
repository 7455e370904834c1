import { useTranslation } from 'react-i18next';

/** One line per field that differs between `before` and `after` (or every field of a creation). */
export interface DiffLine {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

/** The field name of a whole value that is not an object (shown as `audit.diff.value`). */
export const WHOLE_VALUE_FIELD = '(value)';

const show = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    if (before == null && after == null) return [];
    return [
      {
        field: WHOLE_VALUE_FIELD,
        before: show(before ?? undefined),
        after: show(after ?? undefined),
        changed: show(before) !== show(after),
      },
    ];
  }
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return fields.map((field) => {
    const was = show(b?.[field]);
    const now = show(a?.[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}

/** Before/after of an audit row; changed fields first and highlighted, unchanged ones dimmed. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = diffLines(before, after).sort((x, y) => Number(y.changed) - Number(x.changed));
  if (lines.length === 0) return <p className="muted">{t('audit.diff.none')}</p>;
  return (
    <table className="diff">
      <thead>
        <tr>
          <th>{t('audit.diff.field')}</th>
          <th>{t('audit.diff.before')}</th>
          <th>{t('audit.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.field} className={line.changed ? 'diff__changed' : 'diff__same'}>
            <td>{line.field === WHOLE_VALUE_FIELD ? t('audit.diff.value') : line.field}</td>
            <td className="diff__before">{line.before ?? '—'}</td>
            <td className="diff__after">{line.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
