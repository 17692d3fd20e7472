/** Refusals of visitors' uploads over a limit (issue 16 point 2). All `// not worded in the spec`. */
export const uploadLimitsMessages = {
  // not worded in the spec
  tooManyUploads: 'Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte warten Sie einen Moment.',
  // not worded in the spec
  quotaExceeded:
    'Sie haben heute bereits zu viele Daten hochgeladen. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.',
  // not worded in the spec
  totalExceeded: 'Im Moment können keine Dateien hochgeladen werden. Bitte versuchen Sie es später erneut.',
} as const;
