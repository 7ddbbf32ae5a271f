// The user guide's sections (docs/user-guide.md, served at /docs with an id per heading) that the
// help and docsPage overlays link to; tests/unit/kernel-overlays.test.ts checks them against the guide.
export interface DocsTopic {
  id: string;
  title: string;
}

export const DOCS_TOPICS: readonly DocsTopic[] = [
  { id: 'signing-in', title: 'Signing in' },
  { id: 'contacts', title: 'Contacts' },
  { id: 'knowledge-bases', title: 'Knowledge bases' },
  { id: 'roles', title: 'Roles' },
  { id: 'white-label-settings', title: 'White-label settings' },
  { id: 'audit-log', title: 'Audit log' },
  { id: 'super-admin-tools', title: 'Super-admin tools' },
  { id: 'configuration', title: 'Configuration' },
  { id: 'demo-accounts', title: 'Demo accounts' },
];

export const docsTopic = (id: string): DocsTopic | undefined => DOCS_TOPICS.find((t) => t.id === id);

/** The guide's address, at a topic's heading when given. */
export const docsHref = (docsUrl: string, topic?: DocsTopic): string => (topic ? `${docsUrl}#${topic.id}` : docsUrl);
