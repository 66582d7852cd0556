/** The bounds of a ban's texts and end (yup-free: the app's layout reads them). */
export const BAN_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  appealMin: 10,
  appealMax: 2000,
  /** The latest end a ban may have, in years from now (longer: a ban without end). */
  untilMaxYears: 10,
} as const;
