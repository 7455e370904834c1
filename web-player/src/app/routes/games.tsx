import { GamesBrowser } from '@/features/games/components/games-browser';
import { ResponsiveShell } from '../layouts/responsive-shell';

/** /games?type&system&title: public to browse; tapping a game needs a session (spec sections 2.2 and 6). */
export function GamesRoute() {
  return <ResponsiveShell>{(desktop) => <GamesBrowser wide={desktop} />}</ResponsiveShell>;
}
