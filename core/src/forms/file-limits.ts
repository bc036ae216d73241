/**
 * What one public form submission may carry by default (docs/API.md "Forms"): the server enforces these unless
 * BASALT_FORM_MAX_FILES / BASALT_FORM_MAX_FILE_BYTES say otherwise; the pages announce and check them so a visitor is
 * spared a long upload that would be refused (a server configured otherwise still has the last word).
 */
export const FORM_FILE_LIMITS = { count: 10, bytes: 20 * 1024 * 1024 } as const;

/** A byte size as the forms word it: whole megabytes ("20 MB"). */
export const formMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
