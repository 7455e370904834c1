/** Whole years between a birth date and a day (both YYYY-MM-DD; the day in Asia/Dhaka). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether a player born on `birthDate` has reached `minimumAge` on the Dhaka `day`. */
export const hasReached = (birthDate: string, day: string, minimumAge: number): boolean => ageOn(birthDate, day) >= minimumAge;
