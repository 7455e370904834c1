import { redirect } from 'react-router';
import { hasSession } from '@/lib/session';

/** Loader of the "Login required" routes (spec section 2.2): no token, go to /login. */
export function requireSession() {
  return hasSession() ? null : redirect('/login');
}
