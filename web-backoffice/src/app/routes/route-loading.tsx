import { useTranslation } from 'react-i18next';
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <p className="route-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
