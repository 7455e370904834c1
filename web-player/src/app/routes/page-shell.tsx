import type { ReactNode } from 'react';
import { SiteHeader } from '@/features/site/components/site-header';
import { useIsDesktop } from '@/lib/use-media-query';
import { DesktopShell } from '../layouts/desktop-shell';
import '@/components/form.css';

interface PageShellProps {
  title: string;
  children: ReactNode;
  /** The mobile bottom bar (member toolbar); the desktop layout has its header navigation instead. */
  footer?: ReactNode;
  /** Records and tables use a wider desktop column than forms. */
  wide?: boolean;
}

/**
 * The frame of every form and records page: on mobile the header, a titled column and an optional bottom
 * bar; at 1024 px and wider the desktop layout (header, navigation, footer) with the column centred
 * (issue 14: these pages showed a narrow mobile column on desktop).
 */
export function PageShell({ title, children, footer, wide = false }: PageShellProps) {
  const desktop = useIsDesktop();
  if (desktop) {
    return (
      <DesktopShell>
        <div className={`form-page form-page--desktop${wide ? ' form-page--wide' : ''}`}>
          <h2 className="form-page__title">{title}</h2>
          {children}
        </div>
      </DesktopShell>
    );
  }
  return (
    <div className="app-shell">
      <SiteHeader />
      <main className="form-page">
        <h2 className="form-page__title">{title}</h2>
        {children}
      </main>
      {footer}
    </div>
  );
}
