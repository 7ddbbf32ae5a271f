// Bindings only: every screen is lazy, so a disabled plugin downloads nothing else.
import { lazy } from 'react';
import { ContainerModule } from 'inversify';
import ContactIcon from '@mui/icons-material/ContactPhone';
import {
  type MenuContribution,
  type OverlayContribution,
  type PluginModule,
  type ResourceAdapterContribution,
  type ResourceContribution,
  TOKENS,
} from '@kernel/sdk';
import { messages } from './messages';
import { displayName } from './rules';
import { contactsAdapter } from './api';

const resource: ResourceContribution = {
  name: 'contacts',
  list: lazy(() => import('./ContactList')),
  create: lazy(() => import('./ContactCreate')),
  edit: lazy(() => import('./ContactEdit')),
  show: lazy(() => import('./ContactShow')),
  icon: ContactIcon,
  options: { label: messages.resource },
  recordRepresentation: displayName,
};

const adapter: ResourceAdapterContribution = { resource: 'contacts', create: (http) => contactsAdapter(http) };

const overlays: OverlayContribution[] = [
  { name: 'contacts', component: lazy(() => import('./overlays/ContactsOverlay')) },
  { name: 'createContact', component: lazy(() => import('./overlays/CreateContactOverlay')) },
  { name: 'editContact', component: lazy(() => import('./overlays/EditContactOverlay')) },
  { name: 'deleteContact', component: lazy(() => import('./overlays/DeleteContactOverlay')) },
  { name: 'previewContact', component: lazy(() => import('./overlays/PreviewContactOverlay')) },
];

const menu: MenuContribution = { id: 'contacts', label: messages.menu, to: '/contacts', icon: ContactIcon, order: 60 };

export default {
  id: 'contacts',
  module: new ContainerModule(({ bind }) => {
    bind<ResourceContribution>(TOKENS.Resource).toConstantValue(resource);
    bind<ResourceAdapterContribution>(TOKENS.ResourceAdapter).toConstantValue(adapter);
    for (const overlay of overlays) bind<OverlayContribution>(TOKENS.Overlay).toConstantValue(overlay);
    bind<MenuContribution>(TOKENS.Menu).toConstantValue(menu);
  }),
} satisfies PluginModule;
