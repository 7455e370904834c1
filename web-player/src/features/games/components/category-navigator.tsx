import { gameCategoryTitles, type GameCategoryType } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReportError } from '@/components/error-modal-provider';
import { LazyImage } from '@/components/lazy-image';
import { useLaunchGame } from '@/features/gamerun/hooks/use-launch-game';
import { useProviders } from '../api/get-providers';
import { useSystems } from '../api/get-systems';
import { useMarketGuard } from '../hooks/use-market-guard';
import { categoryTitleKeys, gamesHref, homeCategoryTabs, sportsEntries, type HomeCategoryTab } from '../lib/categories';
import './games.css';

const PROVIDER_ICON_SIZE = 128;

function ProviderList({ type, onChoose }: { type: GameCategoryType; onChoose: (platform: string) => void }) {
  const { t } = useTranslation();
  const systems = useSystems(type);
  const providers = useProviders(systems.data);
  useReportError(systems.error ?? providers.error, t('games.fetchProvidersFailed'));

  if (systems.isPending || (systems.data && systems.data.length > 0 && providers.isPending)) {
    return <p className="category-nav__status">{t('loading')}</p>;
  }
  const list = providers.data ?? [];
  if (list.length === 0) return <p className="category-nav__status">{t('games.noProviders')}</p>;
  return (
    <ul className="category-nav__grid">
      {list.map((provider) => (
        <li key={provider.platform}>
          <button type="button" className="category-nav__item" onClick={() => onChoose(provider.platform)}>
            {provider.icon ? (
              <LazyImage src={provider.icon} width={PROVIDER_ICON_SIZE} height={PROVIDER_ICON_SIZE} alt="" />
            ) : (
              <span className="category-nav__initials" aria-hidden="true">
                {provider.platform}
              </span>
            )}
            <span>{provider.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home category navigator (spec section 2.3): Sports lists Exchange and the sportsbooks; the
 * other tabs list that category's providers; choosing one opens /games?type&system&title. Blocked
 * sections open the Market Block popup instead (spec section 6).
 */
export function CategoryNavigator({ initialTab = 'SPORTS', active = false }: { initialTab?: HomeCategoryTab; active?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<HomeCategoryTab>(initialTab);
  const { launch } = useLaunchGame();
  const { guard, dialog } = useMarketGuard();
  const panelId = useId();

  const chooseSports = (entry: (typeof sportsEntries)[number]) =>
    guard('exchange', () => {
      if ('to' in entry) navigate(entry.to);
      else launch({ gameCode: entry.gameCode, platform: entry.link }); // A guest goes to /login.
    });

  return (
    <section className="category-nav" aria-label={t('home.categories')}>
      <div className={`category-nav__bar${active ? ' category-nav__bar--active' : ''}`} role="tablist">
        {homeCategoryTabs.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`${panelId}-${type}`}
            aria-selected={tab === type}
            aria-controls={panelId}
            className="category-nav__tab"
            onClick={() => setTab(type)}
          >
            {t(categoryTitleKeys[type])}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} className="category-nav__panel">
        {tab === 'SPORTS' ? (
          <ul className="category-nav__grid">
            {sportsEntries.map((entry) => (
              <li key={entry.key}>
                <button type="button" className="category-nav__item" onClick={() => chooseSports(entry)}>
                  <span className="category-nav__initials" aria-hidden="true">
                    {entry.name.slice(0, 2).toUpperCase()}
                  </span>
                  <span>{entry.key === 'exchange' ? t('games.exchange') : entry.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ProviderList
            key={tab}
            type={tab}
            onChoose={(platform) => guard('games', () => navigate(gamesHref(tab, platform, gameCategoryTitles[tab])))}
          />
        )}
      </div>
      {dialog}
    </section>
  );
}
