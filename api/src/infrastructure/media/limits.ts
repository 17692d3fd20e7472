/** The largest file an upload may have (the contact form states 15 MB, spec §5). */
export const maxUploadBytes = 15 * 1024 * 1024;
/** A data URL of `maxUploadBytes` is 4/3 as long, plus the JSON around it. */
export const maxUploadJsonBytes = Math.ceil((maxUploadBytes * 4) / 3) + 64 * 1024;
