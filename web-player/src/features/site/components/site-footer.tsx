import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FoldText } from '@/components/fold-text';
import { LazyImage } from '@/components/lazy-image';
import { useSocialLinks } from '../api/get-social-links';
import './site-footer.css';

/** Spec section 9: the footer text folds to 970 px on desktop and 200 px on mobile. */
export const FOOTER_COLLAPSED_DESKTOP_PX = 970;
export const FOOTER_COLLAPSED_MOBILE_PX = 200;

const paymentMethods = ['bKash', 'Nagad', 'Rocket', 'Upay', 'SureCash', 'Tap'] as const;
const providerNames = ['Royal Tiger Gaming', 'Sundarban Studios', 'Padma Live', 'Meghna Games', 'Jamuna Fishing'];
/** The desktop footer's long marketing text (spec section 2.1), one block per part of the site. */
const guideTopics = ['exchange', 'sports', 'casino', 'slots', 'crash', 'fishing', 'lottery', 'wallet'] as const;

/** The long footer: marketing text, responsible gaming, payments, social links, sponsor, licence. */
export function SiteFooter({ variant }: { variant: 'mobile' | 'desktop' }) {
  const { t } = useTranslation();
  const social = useSocialLinks();
  const desktop = variant === 'desktop';

  return (
    <footer className={`site-footer site-footer--${variant}`}>
      <FoldText collapsedHeight={desktop ? FOOTER_COLLAPSED_DESKTOP_PX : FOOTER_COLLAPSED_MOBILE_PX}>
        <div className="site-footer__blocks">
          {desktop ? (
            <section className="site-footer__block site-footer__guide">
              <h2>{t('footer.guideTitle')}</h2>
              <div className="site-footer__guide-topics">
                {guideTopics.map((topic) => (
                  <div key={topic}>
                    <h3>{t(`footer.guide.${topic}.title`)}</h3>
                    <p>{t(`footer.guide.${topic}.text`)}</p>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
          <section className="site-footer__block">
            <h2>{t('footer.aboutTitle')}</h2>
            <p>{t('footer.aboutText')}</p>
            <p>{t('footer.providersText', { providers: providerNames.join(', ') })}</p>
          </section>
          <section className="site-footer__block">
            <h2>{t('footer.responsibleTitle')}</h2>
            <p>
              <span className="site-footer__age" aria-hidden="true">
                18+
              </span>
              {t('footer.responsibleText')}
            </p>
            <p>
              <Link to="/responsible-gaming">{t('responsibleGaming.footerLink')}</Link>
            </p>
          </section>
          <section className="site-footer__block">
            <h2>{t('footer.paymentsTitle')}</h2>
            <ul className="site-footer__badges">
              {paymentMethods.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
          <section className="site-footer__block">
            <h2>{t('footer.socialTitle')}</h2>
            <ul className="site-footer__social">
              {(social.data ?? []).map((link) => (
                <li key={link.id}>
                  <a href={link.link} target="_blank" rel="noopener noreferrer" aria-label={link.name}>
                    {link.icon ? <LazyImage src={link.icon} width={32} height={32} alt="" /> : link.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {desktop ? (
            <>
              <section className="site-footer__block">
                <h2>{t('footer.sponsorTitle')}</h2>
                <p>{t('footer.sponsorText')}</p>
              </section>
              <section className="site-footer__block">
                <h2>{t('footer.ambassadorTitle')}</h2>
                <p>{t('footer.ambassadorText')}</p>
              </section>
              <section className="site-footer__block">
                <h2>{t('footer.licenceTitle')}</h2>
                <p className="site-footer__licence">
                  <span className="site-footer__seal" aria-hidden="true">
                    ✓
                  </span>
                  {t('footer.licenceText')}
                </p>
              </section>
            </>
          ) : null}
        </div>
      </FoldText>
      <p className="site-footer__copyright">{desktop ? t('footer.copyrightDesktop') : t('footer.copyrightMobile')}</p>
    </footer>
  );
}
