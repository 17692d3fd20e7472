/** The header an event stream client resumes with (the OpenAPI document lists it on both event routes). */
export const lastEventIdHeader = {
  name: 'Last-Event-ID',
  description: 'Resume after this event: the events since are replayed first.',
} as const;
