import { redirect, type LoaderFunctionArgs } from 'react-router';
import { i18n } from '@/i18n';
import { StorageKeys, writeStored } from '@/lib/session';

/** The three landing routes of spec section 2.2; each reads the query parameter of its own name. */
const LANDINGS = {
  referral_code: { key: StorageKeys.referralCode, missing: 'auth.noReferralCode' },
  affiliate_code: { key: StorageKeys.affiliateCode, missing: 'auth.noAffiliateCode' },
  agent_code: { key: StorageKeys.agentCode, missing: 'auth.noAgentCode' },
} as const;

export type LandingParameter = keyof typeof LANDINGS;

/** Never rendered: the loader always redirects. Present so the router does not warn about an empty leaf. */
export function LandingRedirect() {
  return null;
}

/** Store the code and go to /signup; without one, say so and still offer the sign-up form. */
export function landingCodeLoader(parameter: LandingParameter) {
  return ({ request }: LoaderFunctionArgs) => {
    const code = new URL(request.url).searchParams.get(parameter)?.trim();
    const landing = LANDINGS[parameter];
    if (code) writeStored(landing.key, code);
    else window.alert(i18n.t(landing.missing));
    return redirect('/signup');
  };
}
