/** Texts of the shop's first-party analytics (issue 26 point 1). */
export const analyticsMessages = {
  tooManyRequests: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es später erneut.', // not worded in the spec
} as const;
