import { useTranslation } from 'react-i18next';

/** The Edit / Delete cell of a content list row; Delete asks `confirmQuestion` first. */
export function EditDeleteCell({
  editDisabled,
  deleteDisabled,
  confirmQuestion,
  onEdit,
  onDelete,
}: {
  editDisabled: boolean;
  deleteDisabled: boolean;
  confirmQuestion: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <td className="row-actions">
      <button type="button" className="button button--small" disabled={editDisabled} onClick={onEdit}>
        {t('common.edit')}
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={deleteDisabled}
        onClick={() => {
          if (window.confirm(confirmQuestion)) onDelete();
        }}
      >
        {t('common.delete')}
      </button>
    </td>
  );
}
