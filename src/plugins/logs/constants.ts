// The logs page's own choices; the spec's constants (page 1, size 100, export 10,000, the 30-day
// window, the first 10 fields) are src/shared/calls', through @kernel/sdk.
import { LOGS_DEFAULT_PAGE_SIZE } from '@kernel/sdk';

/** The default window (spec 2 §9: 30 days, 2592000 s) as the date filter the URL and the window menu use. */
export const LOGS_DEFAULT_DATE_FILTER = 'last 30 days';
/** The window menu's choices (spec 1 §5 date filter strings). */
export const WINDOW_CHOICES = ['last 1 day', 'last 7 days', LOGS_DEFAULT_DATE_FILTER, 'last 90 days', 'last 1 year'] as const;
/** The page-size menu (the spec's default among them; the server's cap is the export size). */
export const PAGE_SIZES = [25, 50, LOGS_DEFAULT_PAGE_SIZE, 250, 500] as const;
