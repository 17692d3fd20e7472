/** The prefix of every sites list query: a save or delete refreshes them (forms/use-edit-form: ['staff', path, 'list']). */
export const sitesListKey = ['staff', '/sites', 'list'] as const;
