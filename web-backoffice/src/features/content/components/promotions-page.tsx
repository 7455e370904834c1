import { promotionCategoryIds, type PromotionCategoryId, type StaffPromotionItem } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDeleteCell } from '@/components/edit-delete-cell';
import '@/components/data-table.css';
import { apiAssetUrl } from '@/lib/api-client';
import { describeTerms } from '@/lib/promotion-terms';
import { useDeletePromotion } from '../api/delete-promotion';
import { usePromotions } from '../api/list-promotions';
import { categoryLabel } from './promotion-categories';
import { PromotionForm } from './promotion-form';
import './content.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';

type Editing = { kind: 'new' } | { kind: 'edit'; promotion: StaffPromotionItem } | null;

const statusTag: Record<string, string> = { active: 'tag tag--ok', display: 'tag', inactive: 'tag tag--danger' };

/** Promotions: the list (inactive included) and the create / edit form. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const remove = useDeletePromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = promotions.data ?? [];
  const categoryName = (id: number) =>
    promotionCategoryIds.includes(id) ? t(`promotions.categories.names.c${id as PromotionCategoryId}`) : categoryLabel(id);

  return (
    <section className="content-page">
      <div className="content-panel__head">
        <h1>{t('promotions.title')}</h1>
        <button type="button" className="button button--primary" disabled={editing !== null} onClick={() => setEditing({ kind: 'new' })}>
          {t('promotions.new')}
        </button>
      </div>
      {editing ? (
        <PromotionForm
          key={editing.kind === 'edit' ? editing.promotion.id : 'new'}
          promotion={editing.kind === 'edit' ? editing.promotion : null}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {remove.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {remove.error.message}
        </p>
      ) : null}
      {promotions.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('promotions.loadFailed', { message: promotions.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('promotions.art')}</th>
              <th>{t('promotions.name')}</th>
              <th>{t('promotions.dates')}</th>
              <th>{t('promotions.status')}</th>
              <th>{t('promotions.categoriesColumn')}</th>
              <th>{t('promotions.bonus')}</th>
              <th>{t('promotions.turnover')}</th>
              <th>{t('promotions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.id} data-promotion={p.name}>
                <td>
                  {p.thumbnail ? (
                    <img className="thumb" src={apiAssetUrl(p.thumbnail)} alt="" width={96} height={48} loading="lazy" />
                  ) : (
                    <span className="muted">{t('promotions.none')}</span>
                  )}
                </td>
                <td className="wrap">{p.name}</td>
                <td>
                  {p.start_date} → {p.end_date}
                </td>
                <td>
                  <span className={statusTag[p.status] ?? 'tag'}>{t(`promotions.statuses.${p.status}`)}</span>
                </td>
                <td className="wrap">
                  {p.categories.map((id) => (
                    <span key={id} className="tag" title={t('promotions.categoryId', { id: String(id) })}>
                      {categoryName(id)}
                    </span>
                  ))}
                </td>
                <td>
                  {p.deposit_bouns}% → {t(`promotions.targets.${p.bonus_target}`)}
                  {p.deposit_bouns > 0 ? <div className="muted">{t('promotions.upTo', { amount: p.max_bonus })}</div> : null}
                  {p.pending_change ? (
                    <div>
                      <span
                        className="tag tag--pending"
                        title={t('promotions.pendingTitle', { change: describeTerms(t, p.pending_change.after) })}
                      >
                        {t('promotions.pendingTag')}
                      </span>
                    </div>
                  ) : null}
                </td>
                <td>×{p.turnover_multiplier}</td>
                <EditDeleteCell
                  editDisabled={editing !== null}
                  deleteDisabled={remove.isPending}
                  confirmQuestion={t('promotions.confirmDelete', { name: p.name })}
                  onEdit={() => setEditing({ kind: 'edit', promotion: p })}
                  onDelete={() => {
                    setNotice(null);
                    remove.mutate(p.id, { onSuccess: () => setNotice(t('promotions.deleted', { name: p.name })) });
                  }}
                />
              </tr>
            ))}
            {promotions.data && list.length === 0 ? <MessageRow columns={8}>{t('promotions.empty')}</MessageRow> : null}
            {promotions.isPending ? <LoadingRow columns={8} /> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
