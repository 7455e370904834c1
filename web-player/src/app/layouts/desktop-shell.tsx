import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DesktopWallet } from '@/features/account/components/desktop-wallet';
import { useMarketGuard } from '@/features/games/hooks/use-market-guard';
import { DesktopHeader } from '@/features/site/components/desktop-header';
import { DesktopNav } from '@/features/site/components/desktop-nav';
import { SiteFooter } from '@/features/site/components/site-footer';
import './shells.css';

/** The desktop layout (1024 px and wider): header, top navigation, a wide column, the long footer. */
export function DesktopShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { guard, dialog } = useMarketGuard();
  return (
    <div className="desktop-shell">
      <DesktopHeader wallet={<DesktopWallet />} />
      <DesktopNav onExchange={() => guard('exchange', () => navigate('/exchange'))} />
      <main className="desktop-shell__main">{children}</main>
      <div className="desktop-shell__footer">
        <SiteFooter variant="desktop" />
      </div>
      {dialog}
    </div>
  );
}
