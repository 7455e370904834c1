import type { ReactNode } from 'react';
import { useIsDesktop } from '@/lib/use-media-query';
import { DesktopShell } from './desktop-shell';
import { MobileShell } from './mobile-shell';

/** Mobile below 1024 px, desktop at and above (architecture section 5). */
export function ResponsiveShell({ children, title }: { children: (desktop: boolean) => ReactNode; title?: string }) {
  const desktop = useIsDesktop();
  return desktop ? <DesktopShell>{children(true)}</DesktopShell> : <MobileShell title={title}>{children(false)}</MobileShell>;
}
