export const en = {
  loading: 'Loading…',
  login: 'Login',
  signup: 'Sign up',
  notice: 'Notice',
  retry: 'Try again',
  languageLabel: 'Language',
  loadFailed: 'We could not load the site.',
  maintenance: "We're currently undergoing Maintenance!",
  welcomeTitle: 'Welcome to {{title}}',
  welcomeText: 'Cricket exchange, sports, casino and slots in taka. Sign up or log in to play.',
  notFoundTitle: 'Page not found',
  backHome: 'Back to home',
} as const;

export type Translation = { [K in keyof typeof en]: string };
