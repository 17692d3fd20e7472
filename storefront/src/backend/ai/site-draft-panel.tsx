import { useStaffApi } from '@bestell/api-client';
import {
  aiTones,
  backofficeCmsMessages as c,
  fieldsOfSection,
  fillCmsObject,
  backofficeAiMessages as t,
} from '@bestell/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import formStyles from '../forms/forms.module.css';
import styles from './ai.module.css';
import { useAiStatus } from './ai-status';
import { GenerationControls } from './generation-controls';
import { useGeneration } from './use-generation';

type Section = Record<string, unknown> & { type: string };

interface SiteDraft {
  id: number;
  siteId: number;
  content: { sections?: Section[]; body?: string };
  model: string;
  createdAt: string;
}

const draftsKey = (siteId: number) => ['content-ai', 'drafts', siteId] as const;

/** Rich text shown as plain text for the comparison (the draft is sanitised by the API; nothing is rendered as HTML). */
const plain = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** The draft's sections with their place (a draft never changes, so its place is a stable key). */
const numbered = (draft: SiteDraft) =>
  (draft.content.sections ?? []).map((section, index) => ({ section, index, key: `${draft.id}:${index}` }));

function SectionText({ section }: { section: Record<string, unknown> | undefined }) {
  if (!section) return <p className={styles.muted}>{t.site.empty}</p>;
  const title = plain(section.title);
  const text = plain(section.text);
  return (
    <>
      <p>
        <strong>{c.sectionTypes[String(section.type)] ?? String(section.type)}</strong>
        {title ? ` – ${title}` : ''}
      </p>
      {text && <p>{text}</p>}
    </>
  );
}

/**
 * 'KI-Entwurf' in the site editor (issue 30 point 2): a brief and a tone → a draft stored beside the site; each draft
 * section is shown beside the site's current section at that place and taken over into the form by a click
 * ('Abschnitt übernehmen'). The site changes only when the person saves the form: nothing is published by the AI.
 */
export function SiteDraftPanel({ siteId, siteType }: { siteId: number; siteType: string }) {
  const status = useAiStatus();
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const form = useFormContext();
  const [brief, setBrief] = useState('');
  const [tone, setTone] = useState<(typeof aiTones)[number]>('sachlich');
  const [accepted, setAccepted] = useState<number[]>([]);
  const briefId = useId();
  const toneId = useId();
  const generation = useGeneration<SiteDraft>(`/content-ai/generate/site/${siteId}`);
  const drafts = useQuery({
    queryKey: draftsKey(siteId),
    queryFn: ({ signal }) => api.get<SiteDraft[]>(`/content-ai/sites/${siteId}/drafts`, signal),
    enabled: status.text,
  });
  if (!status.text) return null;
  const draft = drafts.data?.[0];

  const start = async () => {
    const created = await generation.run({ brief, tone });
    if (created) {
      setAccepted([]);
      queryClient.setQueryData(draftsKey(siteId), [created, ...(drafts.data ?? [])]);
    }
  };

  const acceptSection = (index: number, section: Section) => {
    const current = (form.getValues('content.sections') as Section[] | undefined) ?? [];
    const next = [...current];
    const filled = { ...fillCmsObject(fieldsOfSection(section.type) ?? [], section), type: section.type };
    if (index < next.length) next[index] = filled;
    else next.push(filled);
    form.setValue('content.sections', next, { shouldDirty: true, shouldValidate: false });
    setAccepted((list) => [...list, index]);
  };

  const acceptBody = (body: string) => {
    form.setValue('content.body', body, { shouldDirty: true });
    setAccepted([0]);
  };

  const discard = async () => {
    if (!draft) return;
    await api.delete(`/content-ai/drafts/${draft.id}`);
    setAccepted([]);
    await queryClient.invalidateQueries({ queryKey: draftsKey(siteId) });
  };

  const currentSections = (form.watch('content.sections') as Section[] | undefined) ?? [];
  const currentBody = form.watch('content.body') as string | undefined;

  return (
    <section className={styles.panel} aria-labelledby={`${briefId}-heading`} data-testid="ai-site-draft">
      <h3 id={`${briefId}-heading`}>{t.site.heading}</h3>
      <p className={styles.muted}>{t.site.intro}</p>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={briefId}>
          {t.site.brief}
        </label>
        <textarea
          id={briefId}
          className={formStyles.textarea}
          rows={3}
          maxLength={2000}
          value={brief}
          onChange={(event) => setBrief(event.target.value)}
        />
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={toneId}>
          {t.site.tone}
        </label>
        <select
          id={toneId}
          className={styles.select}
          value={tone}
          onChange={(event) => setTone(event.target.value as (typeof aiTones)[number])}
        >
          {aiTones.map((entry) => (
            <option key={entry} value={entry}>
              {t.site.tones[entry]}
            </option>
          ))}
        </select>
      </div>
      <GenerationControls
        generation={generation}
        label={t.site.create}
        onStart={() => void start()}
        isDisabled={brief.trim() === ''}
      />
      {draft && siteType !== 'default' && (
        <div>
          <h4>{t.site.created({ date: new Date(draft.createdAt).toLocaleString('de-AT'), model: draft.model })}</h4>
          {numbered(draft).map(({ section, index, key }) => (
            <div className={styles.pair} key={key} data-testid="ai-draft-section">
              <div className={styles.compare}>
                <div className={styles.column}>
                  <p className={styles.muted}>{t.site.current}</p>
                  <SectionText section={currentSections[index]} />
                </div>
                <div className={styles.column}>
                  <p className={styles.muted}>{t.site.draft}</p>
                  <SectionText section={section} />
                </div>
              </div>
              {accepted.includes(index) ? (
                <p role="status">{t.site.accepted}</p>
              ) : (
                <Button
                  className={formStyles.secondaryButton}
                  aria-label={`${t.site.accept}: ${t.site.sectionLabel({ index: index + 1, type: c.sectionTypes[section.type] ?? section.type })}`}
                  onPress={() => acceptSection(index, section)}
                >
                  {t.site.accept}
                </Button>
              )}
            </div>
          ))}
          <Button className={formStyles.secondaryButton} onPress={() => void discard()}>
            {t.site.discard}
          </Button>
        </div>
      )}
      {draft && siteType === 'default' && typeof draft.content.body === 'string' && (
        <div className={styles.pair} data-testid="ai-draft-section">
          <div className={styles.compare}>
            <div className={styles.column}>
              <p className={styles.muted}>{t.site.current}</p>
              <p>{plain(currentBody) || t.site.empty}</p>
            </div>
            <div className={styles.column}>
              <p className={styles.muted}>{t.site.draft}</p>
              <p>{plain(draft.content.body)}</p>
            </div>
          </div>
          {accepted.includes(0) ? (
            <p role="status">{t.site.accepted}</p>
          ) : (
            <Button className={formStyles.secondaryButton} onPress={() => acceptBody(String(draft.content.body))}>
              {t.site.accept}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
