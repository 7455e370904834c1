import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form.css';

/** One filter of a grid; its key is both the URL parameter and the API's query field. */
export type GridFilterField =
  | { key: string; label: string; kind: 'text' | 'search' | 'date'; placeholder?: string; suggestions?: readonly string[] }
  | { key: string; label: string; kind: 'select'; options: readonly { value: string; label: string }[]; anyLabel?: string };

/**
 * The filter bar: typed filters apply on Filter (or Enter), a choice list applies at once, Clear empties all.
 * What is typed follows the URL when it changes underneath (Back, a shared link).
 */
export function GridFilters({
  listId,
  fields,
  values,
  onApply,
  submitLabel,
}: {
  listId: string;
  /** The apply button's text when "Filter" is not the word (a search box says "Search"). */
  submitLabel?: string | undefined;
  fields: readonly GridFilterField[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  // follow the URL's filters when they change underneath (compared by value), adjusting state during render
  const applied = JSON.stringify(values);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setDraft(values);
  }
  const hasText = fields.some((f) => f.kind !== 'select');
  const anySet = Object.values(values).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim()])));
  };
  const id = (key: string) => `${listId}-filter-${key}`;

  return (
    <form className="toolbar data-grid-filters" role="search" aria-label={t('dataGrid.filters')} onSubmit={submit}>
      {fields.map((field) => (
        <div className="form-field" key={field.key}>
          <label htmlFor={id(field.key)}>{field.label}</label>
          {field.kind === 'select' ? (
            <select
              id={id(field.key)}
              value={draft[field.key] ?? ''}
              onChange={(event) => {
                const next = { ...draft, [field.key]: event.target.value };
                setDraft(next);
                onApply(next);
              }}
            >
              <option value="">{field.anyLabel ?? t('dataGrid.any')}</option>
              {/* a value from a shared link the list no longer offers still shows what is applied */}
              {draft[field.key] && !field.options.some((o) => o.value === draft[field.key]) ? (
                <option value={draft[field.key]}>{draft[field.key]}</option>
              ) : null}
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <>
              <input
                id={id(field.key)}
                type={field.kind}
                value={draft[field.key] ?? ''}
                placeholder={field.placeholder}
                list={field.suggestions ? `${id(field.key)}-list` : undefined}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              />
              {field.suggestions ? (
                <datalist id={`${id(field.key)}-list`}>
                  {field.suggestions.map((s) => (
                    <option key={s} value={s} />
                  ))}
                </datalist>
              ) : null}
            </>
          )}
        </div>
      ))}
      {hasText ? (
        <button type="submit" className="button button--primary">
          {submitLabel ?? t('dataGrid.filter')}
        </button>
      ) : null}
      {anySet ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onApply(Object.fromEntries(fields.map((f) => [f.key, ''])))}
        >
          {t('dataGrid.clear')}
        </button>
      ) : null}
    </form>
  );
}
