// Shared by the organization list tests (accounts-lists*.test.tsx, one file per area so that no
// file waits on all of them): render the list at a URL, read its rows' names, build a filter URL.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import OrganizationList from '../../src/plugins/accounts/OrganizationList';
import accounts from '../../src/plugins/accounts/module';
import { renderPlugin, type SignedInUser } from './renderPlugin';

export const filterUrl = (filter: Record<string, unknown>) => `/organizations?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function renderOrganizations(who: SignedInUser, path = '/organizations') {
  const ui = (
    <Routes>
      <Route path="/organizations" element={<OrganizationList />} />
    </Routes>
  );
  return renderPlugin(accounts, { persona: who, path, ui });
}

export const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
