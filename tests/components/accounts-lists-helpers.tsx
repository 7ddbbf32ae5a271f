// Shared by the organization list tests (accounts-lists*.test.tsx, one file per area so that no
// file waits on all of them): render the list at a URL, read its rows' names, build a filter URL.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import OrganizationList from '../../src/plugins/accounts/OrganizationList';
import { renderWith, type Persona } from './accounts-harness';

export const filterUrl = (filter: Record<string, unknown>) => `/organizations?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export function renderOrganizations(who: Persona, path = '/organizations') {
  return renderWith(
    who,
    <Routes>
      <Route path="/organizations" element={<OrganizationList />} />
    </Routes>,
    path,
  );
}

export const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
