import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/features/content/components/content.css';
import { GamesTable } from './games-table';
import { ProvidersTable } from './providers-table';
import './catalogue.css';

/** The game catalogue: providers and games (enable, feature, order, art). */
export function CataloguePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'games' | 'providers'>('games');
  return (
    <section className="content-page catalogue-page">
      <h1>{t('catalogue.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('catalogue.title')}>
        <button
          type="button"
          role="tab"
          id="catalogue-tab-games"
          aria-selected={tab === 'games'}
          aria-controls="catalogue-panel"
          onClick={() => setTab('games')}
        >
          {t('catalogue.tabs.games')}
        </button>
        <button
          type="button"
          role="tab"
          id="catalogue-tab-providers"
          aria-selected={tab === 'providers'}
          aria-controls="catalogue-panel"
          onClick={() => setTab('providers')}
        >
          {t('catalogue.tabs.providers')}
        </button>
      </div>
      <div id="catalogue-panel" role="tabpanel" aria-labelledby={`catalogue-tab-${tab}`}>
        {tab === 'games' ? <GamesTable /> : <ProvidersTable />}
      </div>
    </section>
  );
}
