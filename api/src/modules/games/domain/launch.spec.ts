import { describe, expect, it } from '@jest/globals';
import { dhakaDate, dhakaRange } from './dhaka-days.js';
import { isMobile, launchUrl, safeLobbyUrl, splitPlatform } from './launch.js';

describe('launch', () => {
  it('splits a featured link at the first dash', () => {
    expect(splitPlatform('RTG-SLOT', undefined)).toEqual({ platform: 'RTG', gameType: 'SLOT' });
    expect(splitPlatform('RTG', 'LIVE')).toEqual({ platform: 'RTG', gameType: 'LIVE' });
    expect(splitPlatform('RTG-', 'LIVE')).toEqual({ platform: 'RTG', gameType: 'LIVE' });
    expect(splitPlatform(undefined, 'SLOT')).toEqual({ gameType: 'SLOT' });
  });

  it("builds the provider's launch URL; only an http(s) lobby URL is passed on", () => {
    expect(
      launchUrl({
        launchUrl: 'http://sim:4300/',
        gameCode: 'RTG-A B',
        token: 't/1',
        username: 'u',
        currency: 'BDT',
        language: 'bn',
        mobile: true,
        lobbyUrl: 'https://k/g?x=1',
      }),
    ).toBe('http://sim:4300/play/RTG-A%20B?token=t%2F1&user=u&currency=BDT&lang=bn&mobile=1&lobby_url=https%3A%2F%2Fk%2Fg%3Fx%3D1');
    expect(safeLobbyUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLobbyUrl('https://khela.example/games')).toBe('https://khela.example/games');
  });

  it('reads isMobileLogin as old clients send it', () => {
    expect([true, 1, '1', 'true'].map(isMobile)).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', undefined].map(isMobile)).toEqual([false, false, false, false, false]);
  });
});

describe('Dhaka days', () => {
  const now = new Date('2026-05-10T20:00:00Z'); // 02:00 on 11 May in Dhaka
  it('a Dhaka day is UTC+6', () => {
    expect(dhakaDate(now)).toBe('2026-05-11');
    expect(dhakaRange(now, '2026-05-11', '2026-05-11')).toEqual({
      from: new Date('2026-05-10T18:00:00Z'),
      to: new Date('2026-05-11T18:00:00Z'),
    });
  });
  it('defaults to the last 7 Dhaka days ending today', () => {
    expect(dhakaRange(now)).toEqual({ from: new Date('2026-05-04T18:00:00Z'), to: new Date('2026-05-11T18:00:00Z') });
  });
  it('refuses days that do not exist and ranges running backwards', () => {
    expect(dhakaRange(now, '2026-02-30')).toBe('invalid');
    expect(dhakaRange(now, '2026-05-03', '2026-05-01')).toBe('invalid');
  });
});
