import type { HarmMarkerItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** The raised markers of a score as tags ("Chasing 2 / 2"), with the ones not raised in a tooltip list. */
export function RaisedMarkers({ markers }: { markers: readonly HarmMarkerItem[] }) {
  const { t } = useTranslation();
  const raised = markers.filter((m) => m.raised);
  if (raised.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="rg-markers">
      {raised.map((m) => (
        <li key={m.marker}>
          <span
            className="tag tag--danger"
            title={t('responsibleGaming.markers.detail', {
              value: String(m.value),
              threshold: String(m.threshold),
              weight: String(m.weight),
            })}
          >
            {t(`responsibleGaming.markers.names.${m.marker}`)} {m.value}
          </span>
        </li>
      ))}
    </ul>
  );
}
