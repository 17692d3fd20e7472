import { useBranches, useConfig, useProducts, usePublicOrder } from '@bestell/api-client';
import {
  branchTimeZone,
  layoutMessages,
  orderStatusHeading,
  shouldPollOrderStatus,
  shouldShowQuestionnaire,
  statusPageMessages,
  ticketNumberLabel,
} from '@bestell/domain';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { Loader } from '../layout/loader';
import { PageMeta } from '../meta/page-meta';
import { InstallPromotion } from '../pwa/install-promotion';
import { BranchContact } from './branch-contact';
import { CounterAppointmentPrompt } from './counter-appointment-prompt';
import { dismissQuestionnaire, isQuestionnaireDismissed, localStorageOrNull } from './questionnaire-dismissal';
import styles from './status.module.css';
import { StatusInfo } from './status-info';
import { StatusTimeline } from './status-timeline';

// The rating form (and the validation it brings) is shown only for a finished order: its own chunk, not part of the
// status page's first load (issue 22).
const QuestionnaireForm = lazy(() => import('./questionnaire-form').then((m) => ({ default: m.QuestionnaireForm })));

/**
 * Spec §2 Order status page /status/{uid}/{hash}: heading, ticket or order number, timeline, info block,
 * counter-appointment prompt, questionnaire and branch contact; reloads every 10 s until the order is final (§4).
 * An unknown uid or a wrong hash is the 404 page.
 */
export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const order = usePublicOrder(uid, hash);
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  // The catalog names the steps of the chosen options ('Gebäck: Kornspitz'); without it the bare choices show.
  const { data: products } = useProducts();
  const [dismissed, setDismissed] = useState(() => isQuestionnaireDismissed(localStorageOrNull(), uid));
  const [rated, setRated] = useState(false);

  if (order.isError && order.error.status === 404) return <NotFoundPage />;
  if (order.isError && !order.data) {
    return (
      <section className={styles.page}>
        <PageMeta title={layoutMessages.statusTitle} />
        <h1 className={styles.heading}>{layoutMessages.statusTitle}</h1>
        <p role="alert">{order.error.errors[0]?.message || layoutMessages.dataLoadFailed}</p>
        <div>
          <button type="button" className={styles.secondary} onClick={() => void order.refetch()}>
            {layoutMessages.retry}
          </button>
        </div>
      </section>
    );
  }
  if (!order.data) {
    return (
      <section className={styles.page} aria-busy="true">
        <PageMeta title={layoutMessages.statusTitle} />
        <Loader />
      </section>
    );
  }

  const data = order.data;
  const branch = branches?.find((entry) => entry.id === data.branch.id);
  const timeZone = branchTimeZone(branch ?? {});
  const reviewsOn = config?.enablePluginOrderReviews ?? false;
  const showQuestionnaire =
    reviewsOn &&
    shouldShowQuestionnaire({
      isCompleted: data.isCompleted,
      questionnaireRating: data.questionnaireRating,
      isDismissed: dismissed,
    });

  return (
    <article className={styles.page} aria-labelledby="status-title">
      <PageMeta title={layoutMessages.statusTitle} />
      <h1 id="status-title" className={styles.heading}>
        {orderStatusHeading(data)}
      </h1>
      <p className={styles.ticket}>
        <span>{ticketNumberLabel(config?.disableTickets ?? false)}</span>
        <span className={styles.ticketNumber} data-testid="ticket-number">
          {data.ticketNumber}
        </span>
      </p>
      <CounterAppointmentPrompt order={data} timeZone={timeZone} />
      <StatusTimeline order={data} polling={shouldPollOrderStatus(data)} />
      {showQuestionnaire && (
        <Suspense fallback={null}>
          <QuestionnaireForm
            order={data}
            onSent={() => setRated(true)}
            onDismiss={() => {
              dismissQuestionnaire(localStorageOrNull(), data.uid);
              setDismissed(true);
            }}
          />
        </Suspense>
      )}
      {rated && (
        <p role="status" className={styles.box}>
          {statusPageMessages.questionnaireThanks}
        </p>
      )}
      <StatusInfo order={data} timeZone={timeZone} productOf={(id) => products?.find((product) => product.id === id)} />
      {branch && <BranchContact branch={branch} />}
      <InstallPromotion />
    </article>
  );
}
