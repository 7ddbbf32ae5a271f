// ListPagination: a list whose server counted only up to its cap (meta.totalExact false) says "of
// 10,000+"; an exact total reads as react-admin's usual range, its numbers in the locale's format.
// The capped case comes from a list context: the reference server's cap is 10,000 rows and not
// lowered for tests (the adapters' capped answers: tests/unit/capped-lists.test.ts, real server).
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ListBase, ListContextProvider, useList, type ListControllerResult } from 'react-admin';
import { ListPagination } from '../../src/overlays/kit';
import { renderKit } from './overlay-kit-harness';

vi.setConfig({ testTimeout: 20_000 });

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));

/** A list context of 20 rows on page `page`, as a server answered `total` and `totalExact`. */
function Answered({ page = 1, total, totalExact }: { page?: number; total: number; totalExact?: boolean }) {
  const list = useList({ data: rows, perPage: 20 });
  const meta = totalExact === undefined ? undefined : { totalExact };
  return (
    <ListContextProvider value={{ ...list, page, total, hasNextPage: page * 20 < total, meta } as ListControllerResult}>
      <ListPagination rowsPerPageOptions={[20]} />
    </ListContextProvider>
  );
}

describe('ListPagination', () => {
  it('a capped total reads "of 10,000+"', async () => {
    renderKit(<Answered total={10_000} totalExact={false} />);
    expect(await screen.findByText('1-20 of 10,000+')).toBeInTheDocument();
  });

  it('further pages of a capped list keep the "+", numbers grouped', async () => {
    renderKit(<Answered page={61} total={10_000} totalExact={false} />);
    expect(await screen.findByText('1,201-1,220 of 10,000+')).toBeInTheDocument();
  });

  it('an exact total, or an answer without the flag, reads as usual (with the locale\'s grouping)', async () => {
    const { unmount } = renderKit(<Answered total={12_345} totalExact />);
    expect(await screen.findByText('1-20 of 12,345')).toBeInTheDocument();
    expect(screen.queryByText(/\+/)).not.toBeInTheDocument();
    unmount();
    renderKit(<Answered total={45} />);
    expect(await screen.findByText('1-20 of 45')).toBeInTheDocument();
  });

  it('over the real server: the contacts list\'s exact total, no "+"', async () => {
    renderKit(
      <ListBase resource="contacts" perPage={5}>
        <ListPagination rowsPerPageOptions={[5]} />
      </ListBase>,
    );
    const label = await screen.findByText(/^1-5 of /);
    expect(label.textContent).toMatch(/^1-5 of \d[\d,]*$/);
  });
});
