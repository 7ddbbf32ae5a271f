// The plugin's resources (with react-admin's definitions) and routes, as KernelAdmin mounts them,
// for renderPlugin.
import { Route, Routes } from 'react-router-dom';
import { Resource, ResourceDefinitionContextProvider } from 'react-admin';
import type { Container } from 'inversify';
import { buildContainer, collect } from '../../src/kernel/container';
import type { PluginModule } from '../../src/kernel/contracts';
import { useKernel } from '../../src/kernel/KernelContext';
import { TOKENS } from '../../src/kernel/tokens';

/** The plugin's resources and routes as KernelAdmin mounts them. */
export function PluginRoutes({ container }: { container: Container }) {
  const resources = collect(container, TOKENS.Resource);
  const definitions = Object.fromEntries(resources.map(({ canAccess: _check, ...r }) => [r.name, Resource.registerResource(r)]));
  return (
    <ResourceDefinitionContextProvider definitions={definitions}>
      <Routes>
        {resources.map(({ canAccess: _check, ...r }) => (
          <Route key={r.name} path={`/${r.name}/*`} element={<Resource {...r} />} />
        ))}
        {collect(container, TOKENS.Route).map((r) => (
          <Route key={r.id} path={r.path} element={<r.component />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </ResourceDefinitionContextProvider>
  );
}

/** The routes of the view's container. */
export function ContainerRoutes() {
  const { container } = useKernel();
  return <PluginRoutes container={container} />;
}

/** The plugin's first resource, react-admin's resource context for a screen rendered directly. */
export function firstResource(module: PluginModule): string | undefined {
  return collect(buildContainer([module]), TOKENS.Resource)[0]?.name;
}
