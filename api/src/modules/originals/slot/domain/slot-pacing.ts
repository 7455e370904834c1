/**
 * The slot's pace: a spin never follows the player's previous spin by less than 2.5 s (quick spin
 * included). The screen waits as long; the server refuses a spin that comes sooner, so no client can
 * go faster.
 */
export const minSpinIntervalMs = 2_500;

/** Whether a spin now is too soon after the last one (`sinceLastMs` null: no spin yet). */
export const spinTooSoon = (sinceLastMs: number | null): boolean => sinceLastMs !== null && sinceLastMs < minSpinIntervalMs;
