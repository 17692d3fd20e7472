/** Spec §3 Questionnaire, §5 Questionnaire send, §9 rating scale 1–5. */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { longTextMax, optionalTextField, strictObjectError } from './fields.js';

export const ratingMin = 1;
export const ratingMax = 5;

export const questionnaireRatingFields = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
export type QuestionnaireRatingField = (typeof questionnaireRatingFields)[number];

/** In the form a rating is 0 until the user picks one. */
export type QuestionnaireRatings = Record<QuestionnaireRatingField, number>;

/** Send is allowed, and the comment field appears, once all four ratings are non-zero (spec §5). */
export function canSendQuestionnaire(ratings: QuestionnaireRatings): boolean {
  return questionnaireRatingFields.every((field) => ratings[field] !== 0);
}

const rating = z
  .number({ error: (issue) => (issue.input == null ? m.blank : m.invalidValue) })
  .int({ error: m.notInteger })
  .min(ratingMin, { error: m.notInRange({ min: ratingMin, max: ratingMax }) })
  .max(ratingMax, { error: m.notInRange({ min: ratingMin, max: ratingMax }) });

/** Body of POST /orders/public/{uid}/{hash}/questionnaire. */
export const questionnaireSchema = z.strictObject(
  {
    rating,
    foodRating: rating,
    serviceRating: rating,
    processRating: rating,
    comment: optionalTextField(longTextMax),
  },
  strictObjectError,
);
