/**
 * Spec §4 Questionnaire: shown only when the order is completed, has no rating yet and the customer has not
 * dismissed it. A rating of 0 or null counts as none (the scale is 1–5, §9).
 */
export function shouldShowQuestionnaire(input: {
  isCompleted: boolean;
  questionnaireRating: number | null | undefined;
  isDismissed: boolean;
}): boolean {
  const hasRating = typeof input.questionnaireRating === 'number' && input.questionnaireRating > 0;
  return input.isCompleted && !hasRating && !input.isDismissed;
}
