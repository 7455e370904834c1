import type { ReactNode } from 'react';
import { SiteHeader } from '@/features/site/components/site-header';
import '@/components/form.css';

/** Header, a titled main column, and an optional bottom bar: the frame of every mobile page. */
export function PageShell({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
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
