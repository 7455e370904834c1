/** Phone and e-mail verification as two small tags. */
export function VerifiedBadges({ phone, email }: { phone: boolean; email: boolean }) {
  return (
    <span className="verified-badges">
      <span className={phone ? 'tag tag--ok' : 'tag'} title={phone ? 'Phone verified' : 'Phone not verified'}>
        {phone ? 'phone ✓' : 'phone ✗'}
      </span>
      <span className={email ? 'tag tag--ok' : 'tag'} title={email ? 'E-mail verified' : 'E-mail not verified'}>
        {email ? 'e-mail ✓' : 'e-mail ✗'}
      </span>
    </span>
  );
}
