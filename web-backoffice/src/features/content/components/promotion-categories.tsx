import { promotionCategories, type PromotionCategoryId } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <fieldset className="categories" aria-invalid={error ? true : undefined}>
      <legend>{t('promotions.categories.legend')}</legend>
      {promotionCategories.map((category) => (
        <label key={category.id} title={category.hidden ? t('promotions.categories.hiddenTitle') : undefined}>
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
          {t(`promotions.categories.names.c${category.id as PromotionCategoryId}`)} <span className="muted">({category.id})</span>
          {category.hidden ? <span className="muted"> · {t('promotions.categories.hidden')}</span> : null}
        </label>
      ))}
      {error ? <p className="form-field__error">{error}</p> : null}
    </fieldset>
  );
}

const labels = new Map<number, string>(promotionCategories.map((c) => [c.id, c.label]));

/** A category id the contract does not know (older data) is shown by its English label or its number. */
export const categoryLabel = (id: number) => labels.get(id) ?? String(id);
