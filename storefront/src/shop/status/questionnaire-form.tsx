import { type PublicOrder, useSendQuestionnaire } from '@bestell/api-client';
import {
  canSendQuestionnaire,
  errorsMessages,
  type QuestionnaireRatingField,
  type QuestionnaireRatings,
  statusPageMessages,
} from '@bestell/domain';
import { type FormEvent, useId, useState } from 'react';
import { RatingInput } from './rating-input';
import styles from './status.module.css';

const ratingLegends: Readonly<Record<QuestionnaireRatingField, string>> = {
  rating: statusPageMessages.ratingOverall,
  foodRating: statusPageMessages.ratingFood,
  serviceRating: statusPageMessages.ratingService,
  processRating: statusPageMessages.ratingProcess,
};

const noRatings: QuestionnaireRatings = { rating: 0, foodRating: 0, serviceRating: 0, processRating: 0 };

/**
 * Spec §4/§5 Questionnaire: four ratings 1–5; once all four are given the optional comment and the send button
 * appear. Sent once; failures show the server's first message, else 'Bewertung konnte nicht gesendet werden.' (§8).
 */
export function QuestionnaireForm({
  order,
  onDismiss,
  onSent,
}: {
  order: Pick<PublicOrder, 'uid' | 'hash'>;
  onDismiss: () => void;
  onSent: () => void;
}) {
  const send = useSendQuestionnaire(order.uid, order.hash);
  const [ratings, setRatings] = useState<QuestionnaireRatings>(noRatings);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const complete = canSendQuestionnaire(ratings);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || send.isPending) return;
    const text = comment.trim();
    send.mutate({ ...ratings, comment: text === '' ? null : text }, { onSuccess: onSent });
  }

  return (
    <section className={styles.box} aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title">{statusPageMessages.questionnaireTitle}</h2>
      <form onSubmit={submit} noValidate>
        {(Object.keys(ratingLegends) as QuestionnaireRatingField[]).map((field) => (
          <RatingInput
            key={field}
            name={field}
            legend={ratingLegends[field]}
            value={ratings[field]}
            onChange={(value) => setRatings((current) => ({ ...current, [field]: value }))}
          />
        ))}
        {complete && (
          <div className={styles.comment}>
            <label htmlFor={commentId}>{statusPageMessages.questionnaireComment}</label>
            <textarea id={commentId} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
        )}
        <div className={styles.actions}>
          {complete && (
            <button type="submit" className={styles.primary} disabled={send.isPending}>
              {statusPageMessages.questionnaireSend}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onDismiss}>
            {statusPageMessages.questionnaireDismiss}
          </button>
        </div>
        {send.isError && (
          <p role="alert" className={styles.error}>
            {send.error.errors[0]?.message || errorsMessages.ratingFailed}
          </p>
        )}
      </form>
    </section>
  );
}
