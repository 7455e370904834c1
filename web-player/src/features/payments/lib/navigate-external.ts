/** Leaves the app for an external page (the e-wallet gateway's payment page); injectable so tests can watch it. */
export type NavigateExternal = (url: string) => void;

export const navigateExternal: NavigateExternal = (url) => window.location.assign(url);
