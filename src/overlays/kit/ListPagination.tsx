// react-admin's <Pagination> for lists whose server counts only up to a cap (issue 17 point 3): when
// the list result's meta.totalExact is false the total is that cap, and the range says "of 10,000+"
// instead of passing it off as exact. Numbers follow the locale in both cases ("10,000", not "10000").
import { useCallback, useMemo, type ComponentType } from 'react';
import type { LabelDisplayedRowsArgs, TablePaginationProps } from '@mui/material';
import { Pagination, useListContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';

// <Pagination> hands its other props to MUI's TablePagination after its own label (so ours wins), but
// its props type does not list them
const RangedPagination = Pagination as ComponentType<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

export type ListPaginationProps = PaginationProps;

export function ListPagination(props: ListPaginationProps) {
  const { meta, hasNextPage } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useMemo(() => new Intl.NumberFormat(locale).format, [locale]);
  const atLeast = meta?.totalExact === false;

  const labelDisplayedRows = useCallback(
    ({ from, to, count }: LabelDisplayedRowsArgs) => {
      const range = { offsetBegin: format(from), offsetEnd: format(to) };
      // no total (count -1): react-admin's "of more than" while more pages follow
      if (count === -1 && hasNextPage) return translate('ra.navigation.partial_page_range_info', range);
      const total = format(count === -1 ? to : count);
      return translate(atLeast ? 'switchboard.list.rangeAtLeast' : 'ra.navigation.page_range_info', { ...range, total });
    },
    [format, translate, hasNextPage, atLeast],
  );

  return <RangedPagination labelDisplayedRows={labelDisplayedRows} {...props} />;
}
