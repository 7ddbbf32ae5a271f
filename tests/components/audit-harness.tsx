// Shared by the audit component tests: the audit log list as the kernel mounts it.
import type { HttpClient } from '../../src/adapters/http';
import { withErrorMapping } from '../../src/adapters/dataProvider';
import { auditAdapter } from '../../src/plugins/audit/api';
import AuditList from '../../src/plugins/audit/AuditList';
import { kernelValue, renderInConsole } from './kernelHarness';

/** The list over `http`: the plugin's adapter behind the kernel's error mapping. */
export function renderAuditList(http: HttpClient, path = '/auditLog') {
  return renderInConsole(<AuditList />, {
    path,
    resource: 'auditLog',
    dataProvider: withErrorMapping(auditAdapter(http), 'auditLog'),
    kernel: kernelValue({ http, enabledPlugins: ['audit'] }),
  });
}
