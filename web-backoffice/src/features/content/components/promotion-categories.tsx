import { promotionCategories } from '@khela/contracts';

/** One checkbox per promotion category of spec section 2.1; the value is the list of ids, in spec order. */
export function PromotionCategories({
  value,
  error,
  onChange,
}: {
  value: number[];
  error?: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="categories" aria-invalid={error ? true : undefined}>
      <legend>Categories</legend>
      {promotionCategories.map((category) => (
        <label key={category.id} title={category.hidden ? 'Not shown as a filter on the player site' : undefined}>
          <input
            type="checkbox"
            checked={value.includes(category.id)}
            onChange={(event) =>
              onChange(
                promotionCategories
                  .map((c) => c.id as number)
                  .filter((id) => (id === category.id ? event.target.checked : value.includes(id))),
              )
            }
          />{' '}
          {category.label} <span className="muted">({category.id})</span>
          {category.hidden ? <span className="muted"> · hidden</span> : null}
        </label>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
    </fieldset>
  );
}

const labels = new Map<number, string>(promotionCategories.map((c) => [c.id, c.label]));

export const categoryLabel = (id: number) => labels.get(id) ?? String(id);
