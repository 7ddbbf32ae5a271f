// "Sources" under an agent's answer in the test chat (issue 21 point 5): the shared piece with this
// plugin's heading.
import { Citations as SharedCitations } from '@kernel/sdk';
import type { ChatCitation } from '../api/types';
import { messages } from '../messages';

export { SourceLink } from '@kernel/sdk';

export function Citations({ citations }: { citations: readonly ChatCitation[] }) {
  return <SharedCitations citations={citations} label={messages.knowledge.sources} />;
}
