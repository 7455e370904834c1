import type { ReactNode } from 'react';
import { MemberToolbar } from '@/features/account/components/member-toolbar';
import { GuestToolbar } from '@/features/site/components/guest-toolbar';
import { SiteHeader } from '@/features/site/components/site-header';
import { useSessionToken } from '@/lib/session';
import './shells.css';

/** The mobile frame: top bar, content, and the member or guest toolbar at the bottom. */
export function MobileShell({ children, title }: { children: ReactNode; title?: string }) {
  const loggedIn = Boolean(useSessionToken());
  return (
    <div className="app-shell">
      <SiteHeader />
      <main>
        {title ? <h2 className="mobile-shell__title">{title}</h2> : null}
        {children}
      </main>
      {loggedIn ? <MemberToolbar /> : <GuestToolbar />}
    </div>
  );
}
