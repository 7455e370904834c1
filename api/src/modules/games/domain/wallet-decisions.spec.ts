import { describe, expect, it } from '@jest/globals';
import type { ProviderBetRequest, ProviderRollbackRequest, ProviderWinRequest } from '@khela/contracts';
import {
  answerText,
  decideBet,
  decideRead,
  decideRollback,
  decideWin,
  roundAfter,
  walletRefusalStatus,
  type BetFacts,
  type PlayerFacts,
  type RoundFacts,
  type TokenFacts,
} from './wallet-decisions.js';

const now = new Date('2026-05-10T10:00:00Z');
const token: TokenFacts = { playerId: '7', username: 'Rahim', gameCode: 'G-1', expiresAt: new Date('2026-05-10T10:15:00Z') };
const player: PlayerFacts = { status: 'active', currency: 'BDT' };
const round: RoundFacts = { playerId: '7', gameCode: 'G-1', status: 'open' };
const placed: BetFacts = { kind: 'bet', status: 'RS_OK', playerId: '7', roundId: 'r1', rolledBackBy: null, won: false };
const base = { request_uuid: 'q', user: 'rahim', token: 't', game_code: 'G-1', round: 'r1', transaction_uuid: 'x' };
const betBody: ProviderBetRequest = { ...base, currency: 'BDT', amount: 100 };
const winBody: ProviderWinRequest = { ...base, reference_transaction_uuid: 'b', currency: 'BDT', amount: 250 };
const rollbackBody: ProviderRollbackRequest = { ...base, reference_transaction_uuid: 'b' };
const betFacts = { token, player, now, gamePlayable: true, round: undefined };

describe('seamless wallet decisions', () => {
  describe('reads (user/info, user/balance)', () => {
    it('answer for a known token of the user (any case), even expired', () => {
      expect(decideRead(base, { ...token, expiresAt: new Date(0) }, player)).toEqual({ verdict: 'answer' });
    });
    it('RS_ERROR_INVALID_TOKEN for no token, another user, or no player', () => {
      expect(decideRead(base, undefined, player)).toEqual({ verdict: 'refuse', status: 'RS_ERROR_INVALID_TOKEN' });
      expect(decideRead({ ...base, user: 'karim' }, token, player)).toEqual({ verdict: 'refuse', status: 'RS_ERROR_INVALID_TOKEN' });
      expect(decideRead(base, token, undefined)).toEqual({ verdict: 'refuse', status: 'RS_ERROR_INVALID_TOKEN' });
    });
    it('RS_ERROR_USER_DISABLED for a locked player', () => {
      expect(decideRead(base, token, { ...player, status: 'locked' })).toEqual({ verdict: 'refuse', status: 'RS_ERROR_USER_DISABLED' });
    });
  });

  describe('bet', () => {
    it('debits when everything holds (a new round, or an open round of this player and game)', () => {
      expect(decideBet(betBody, betFacts)).toEqual({ verdict: 'debit' });
      expect(decideBet(betBody, { ...betFacts, round })).toEqual({ verdict: 'debit' });
    });
    it.each([
      ['no token', { token: undefined }, 'RS_ERROR_INVALID_TOKEN'],
      ['expired token', { now: token.expiresAt }, 'RS_ERROR_TOKEN_EXPIRED'],
      ['locked player', { player: { ...player, status: 'locked' as const } }, 'RS_ERROR_USER_DISABLED'],
      ['player in another currency', { player: { ...player, currency: 'INR' } }, 'RS_ERROR_WRONG_CURRENCY'],
      ['game not playable (disabled game, platform or provider)', { gamePlayable: false }, 'RS_ERROR_INVALID_GAME'],
      ['token of another game', { token: { ...token, gameCode: 'G-2' } }, 'RS_ERROR_INVALID_GAME'],
      ['round of another player', { round: { ...round, playerId: '8' } }, 'RS_ERROR_UNKNOWN'],
      ['round of another game', { round: { ...round, gameCode: 'G-2' } }, 'RS_ERROR_UNKNOWN'],
      ['closed round', { round: { ...round, status: 'closed' as const } }, 'RS_ERROR_UNKNOWN'],
    ])('refuses: %s', (_name, change, status) => {
      expect(decideBet(betBody, { ...betFacts, ...change })).toEqual({ verdict: 'refuse', status });
    });
    it('RS_ERROR_WRONG_CURRENCY for a currency the player does not hold', () => {
      expect(decideBet({ ...betBody, currency: 'USD' }, betFacts)).toEqual({ verdict: 'refuse', status: 'RS_ERROR_WRONG_CURRENCY' });
    });
  });

  describe('win', () => {
    const facts = { token, player, round, bet: placed };
    it('credits a win of a bet of this round; records a win of 0', () => {
      expect(decideWin(winBody, facts)).toEqual({ verdict: 'credit' });
      expect(decideWin({ ...winBody, amount: 0 }, facts)).toEqual({ verdict: 'record' });
    });
    it('is accepted on an expired token and for a locked player', () => {
      expect(
        decideWin(winBody, { ...facts, token: { ...token, expiresAt: new Date(0) }, player: { ...player, status: 'locked' } }),
      ).toEqual({
        verdict: 'credit',
      });
    });
    it.each([
      ['unknown bet', { bet: undefined }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['unknown round', { round: undefined }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['a refused bet', { bet: { ...placed, status: 'RS_ERROR_NOT_ENOUGH_MONEY' } }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['a tombstone', { bet: { ...placed, kind: 'tombstone' as const } }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['a bet of another round', { bet: { ...placed, roundId: 'r2' } }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['a bet of another player', { bet: { ...placed, playerId: '8' } }, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      ['a rolled back bet', { bet: { ...placed, rolledBackBy: 'rb' } }, 'RS_ERROR_TRANSACTION_ROLLED_BACK'],
      ['a closed round', { round: { ...round, status: 'closed' as const } }, 'RS_ERROR_UNKNOWN'],
      ['another game', { round: { ...round, gameCode: 'G-2' } }, 'RS_ERROR_INVALID_GAME'],
      ['an unknown token', { token: undefined }, 'RS_ERROR_INVALID_TOKEN'],
      ['a player in another currency', { player: { ...player, currency: 'PKR' } }, 'RS_ERROR_WRONG_CURRENCY'],
    ])('refuses: %s', (_name, change, status) => {
      expect(decideWin(winBody, { ...facts, ...change })).toEqual({ verdict: 'refuse', status });
    });
  });

  describe('rollback', () => {
    const facts = { token, player, round, bet: placed, rollbackUnknown: 'ok' as const };
    it('rolls back a standing bet, on an expired token too', () => {
      expect(decideRollback(rollbackBody, facts)).toEqual({ verdict: 'roll-back' });
      expect(decideRollback(rollbackBody, { ...facts, token: { ...token, expiresAt: new Date(0) } })).toEqual({ verdict: 'roll-back' });
    });
    it('an unknown, refused or tombstoned bet answers as the provider rule says', () => {
      for (const bet of [undefined, { ...placed, kind: 'tombstone' as const }, { ...placed, status: 'RS_ERROR_NOT_ENOUGH_MONEY' }]) {
        expect(decideRollback(rollbackBody, { ...facts, bet })).toEqual({ verdict: 'unknown-bet', status: 'RS_OK' });
        expect(decideRollback(rollbackBody, { ...facts, bet, rollbackUnknown: 'does_not_exist' })).toEqual({
          verdict: 'unknown-bet',
          status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        });
      }
    });
    it('a bet already rolled back by another rollback: RS_OK, nothing moves', () => {
      expect(decideRollback(rollbackBody, { ...facts, bet: { ...placed, rolledBackBy: 'other' } })).toEqual({ verdict: 'record' });
    });
    it('refused after a win, or on a closed round', () => {
      expect(decideRollback(rollbackBody, { ...facts, bet: { ...placed, won: true } })).toEqual({
        verdict: 'refuse',
        status: 'RS_ERROR_UNKNOWN',
      });
      expect(decideRollback(rollbackBody, { ...facts, round: { ...round, status: 'closed' } })).toEqual({
        verdict: 'refuse',
        status: 'RS_ERROR_UNKNOWN',
      });
    });
    it('a bet of another round or player does not exist; no token is an invalid token', () => {
      expect(decideRollback(rollbackBody, { ...facts, bet: { ...placed, roundId: 'r9' } })).toEqual({
        verdict: 'refuse',
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      });
      expect(decideRollback(rollbackBody, { ...facts, token: undefined })).toEqual({ verdict: 'refuse', status: 'RS_ERROR_INVALID_TOKEN' });
    });
  });

  describe('wallet refusals', () => {
    it('maps the wallet to statuses; busy and unknown errors are transient (not kept)', () => {
      expect(walletRefusalStatus('insufficient_funds')).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', transient: false });
      expect(walletRefusalStatus('vetoed')).toEqual({ status: 'RS_ERROR_USER_DISABLED', transient: false });
      expect(walletRefusalStatus('stake_not_found')).toEqual({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', transient: false });
      expect(walletRefusalStatus('busy')).toEqual({ status: 'RS_ERROR_UNKNOWN', transient: true });
      expect(walletRefusalStatus('wallet_not_open')).toEqual({ status: 'RS_ERROR_UNKNOWN', transient: true });
    });
  });

  describe('rounds', () => {
    const totals = { betTotal: 100n, winTotal: 0n, rolledBackTotal: 0n };
    it('a win with round_closed closes; a win without does not', () => {
      expect(roundAfter(totals, { win: 50n, roundClosed: true })).toEqual({
        betTotal: 100n,
        winTotal: 50n,
        rolledBackTotal: 0n,
        closes: true,
      });
      expect(roundAfter(totals, { win: 50n }).closes).toBe(false);
    });
    it('rolling back the last standing bet closes; one of two does not; a bet never closes', () => {
      expect(roundAfter(totals, { rolledBack: 100n }).closes).toBe(true);
      expect(roundAfter({ ...totals, betTotal: 150n }, { rolledBack: 100n }).closes).toBe(false);
      expect(roundAfter(totals, { bet: 10n }).closes).toBe(false);
    });
  });

  it('answers have a fixed field order, so a repeat can be sent the same bytes', () => {
    expect(answerText({ balance: 5, currency: 'BDT', user: 'u', request_uuid: 'q', status: 'RS_OK' })).toBe(
      '{"status":"RS_OK","request_uuid":"q","user":"u","currency":"BDT","balance":5}',
    );
  });
});
