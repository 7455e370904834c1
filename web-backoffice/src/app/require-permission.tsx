import type { StaffPermission } from '@khela/contracts';
import type { ReactNode } from 'react';
import { can, useMe } from '@/features/auth/api/get-me';

/** Shows a page only to staff whose roles grant `permission`; the API refuses the rest anyway (403). */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const me = useMe();
  if (!me.data) return null; // the shell is still loading it
  if (!can(me.data, permission)) {
    return (
      <section className="panel" role="alert">
        <h1>Not available for your roles</h1>
        <p className="muted">This page needs a role you do not have. Ask an administrator if you need it.</p>
      </section>
    );
  }
  return <>{children}</>;
}
