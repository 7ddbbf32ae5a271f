// Spec doc 2 §9, "Logs": the page's and the export's paging and the default window, in one place.
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 100;
export const EXPORT_PAGE = 1;
export const EXPORT_PAGE_SIZE = 10_000;
/** 30 days in seconds (2592000 s) */
export const DEFAULT_WINDOW_SECONDS = 2_592_000;
/** the same window as a date filter string (spec 1 §5's `last N day/week/month/year`) */
export const DEFAULT_DATE_FILTER = 'last 30 days';
export const DEFAULT_FIELD_COUNT = 10;
/** the choices of the page-size menu (the spec's default among them) */
export const PAGE_SIZES = [25, 50, DEFAULT_PAGE_SIZE, 250, 500] as const;
