// Every back-office text, in English and Bangla, one file per area (keys: `<area>.<key>`).
import { auditBn, auditEn } from './audit';
import { authBn, authEn } from './auth';
import { catalogueBn, catalogueEn } from './catalogue';
import { chatBn, chatEn } from './chat';
import { commonBn, commonEn } from './common';
import { contentBn, contentEn } from './content';
import { contentListsBn, contentListsEn } from './content-lists';
import { dataGridBn, dataGridEn } from './data-grid';
import { eventsBn, eventsEn } from './events';
import { exchangeBn, exchangeEn } from './exchange';
import { gamesBn, gamesEn } from './games';
import { originalsBn, originalsEn } from './originals';
import { inboxBn, inboxEn } from './inbox';
import { outboxBn, outboxEn } from './outbox';
import { paymentsBn, paymentsEn } from './payments';
import { paymentChannelsBn, paymentChannelsEn } from './payment-channels';
import { playerWalletBn, playerWalletEn } from './player-wallet';
import { playersBn, playersEn } from './players';
import { player360Bn, player360En } from './player-360';
import { promotionsBn, promotionsEn } from './promotions';
import { referralBn, referralEn } from './referral';
import { reportsBn, reportsEn } from './reports';
import { rolesBn, rolesEn } from './roles';
import { responsibleGamingBn, responsibleGamingEn } from './responsible-gaming';
import { shellBn, shellEn } from './shell';
import { staffBn, staffEn } from './staff';
import { vipBn, vipEn } from './vip';
import { kycBn, kycEn } from './kyc';
import { personalDataBn, personalDataEn } from './personal-data';
import type { Translation } from '@khela/web-kit';

export const en = {
  common: commonEn,
  dataGrid: dataGridEn,
  shell: shellEn,
  auth: authEn,
  players: playersEn,
  player360: player360En,
  playerWallet: playerWalletEn,
  payments: paymentsEn,
  paymentChannels: paymentChannelsEn,
  staff: staffEn,
  roles: rolesEn,
  audit: auditEn,
  outbox: outboxEn,
  events: eventsEn,
  content: contentEn,
  contentLists: contentListsEn,
  promotions: promotionsEn,
  catalogue: catalogueEn,
  games: gamesEn,
  originals: originalsEn,
  responsibleGaming: responsibleGamingEn,
  exchange: exchangeEn,
  inbox: inboxEn,
  chat: chatEn,
  referral: referralEn,
  vip: vipEn,
  kyc: kycEn,
  reports: reportsEn,
  personalData: personalDataEn,
} as const;

export const bn: Translation<typeof en> = {
  common: commonBn,
  dataGrid: dataGridBn,
  shell: shellBn,
  auth: authBn,
  players: playersBn,
  player360: player360Bn,
  playerWallet: playerWalletBn,
  payments: paymentsBn,
  paymentChannels: paymentChannelsBn,
  staff: staffBn,
  roles: rolesBn,
  audit: auditBn,
  outbox: outboxBn,
  events: eventsBn,
  content: contentBn,
  contentLists: contentListsBn,
  promotions: promotionsBn,
  catalogue: catalogueBn,
  games: gamesBn,
  originals: originalsBn,
  responsibleGaming: responsibleGamingBn,
  exchange: exchangeBn,
  inbox: inboxBn,
  chat: chatBn,
  referral: referralBn,
  vip: vipBn,
  kyc: kycBn,
  reports: reportsBn,
  personalData: personalDataBn,
};
