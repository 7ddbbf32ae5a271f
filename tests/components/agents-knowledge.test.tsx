// Issue 21 point 5 in the console: the test chat's "Sources" (safe links, snippets as text), the
// retrieval test's ranked lists (matches in <mark>, scores) and its dialog against the real server
// (an agent with no knowledge base attached is told so; the replay picker reads the agent's calls).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Citations } from '../../src/plugins/agents/knowledge/Citations';
import { HitList } from '../../src/plugins/agents/knowledge/HitList';
import RetrievalDialog from '../../src/plugins/agents/knowledge/RetrievalDialog';
import { messages } from '../../src/plugins/agents/messages';
import { agentNamed, FULL_EDITOR_OWNER, renderAgents } from './agents-helpers';

vi.setConfig({ testTimeout: 30_000 });
const { knowledge } = messages;

describe('Sources under an answer', () => {
  it('lists each passage: its title as a safe link, its snippet as text', () => {
    render(
      <Citations
        citations={[
          { chunkId: '1', documentId: 'd1', url: 'https://acme.example/hours', title: 'Opening hours', score: 0.4, snippet: 'On Saturday <b>9 am</b> to 1 pm.' },
          { chunkId: '2', documentId: 'd2', url: 'javascript:alert(1)', title: 'Trap', score: 0.1, snippet: 'x' },
        ]}
      />,
    );
    const sources = screen.getByRole('region', { name: knowledge.sources });
    const link = within(sources).getByRole('link', { name: 'Opening hours' });
    expect(link).toHaveAttribute('href', 'https://acme.example/hours');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sources).getByText('On Saturday <b>9 am</b> to 1 pm.')).toBeInTheDocument();
    expect(within(sources).queryByRole('link', { name: 'Trap' })).toBeNull();
    expect(within(sources).getByText('Trap')).toBeInTheDocument();
    expect(sources.querySelector('b')).toBeNull();
  });

  it('shows nothing without citations', () => {
    const { container } = render(<Citations citations={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a ranked list of the retrieval test', () => {
  it('ranks the hits with their score and marks the matched words', () => {
    render(
      <HitList
        title={knowledge.processed}
        side={{
          query: 'opening hours saturday',
          hits: [
            { chunkId: '9', documentId: 'd', kbId: 'k', url: 'https://acme.example/hours', title: 'Opening hours', text: 'On Saturday we open at 9.', score: 0.51234, highlights: [{ text: 'On ', match: false }, { text: 'Saturday', match: true }, { text: ' we open at 9.', match: false }] },
          ],
        }}
      />,
    );
    const list = screen.getByRole('region', { name: knowledge.processed });
    expect(within(list).getByText(/opening hours saturday/)).toBeInTheDocument();
    const hit = within(list).getByTestId('retrieval-hit');
    expect(hit.textContent).toContain(knowledge.rank(1));
    expect(hit.textContent).toContain('0.512');
    expect(hit.querySelector('mark')?.textContent).toBe('Saturday');
  });

  it('says when nothing was found', () => {
    render(<HitList title={knowledge.raw} side={{ query: 'zebra', hits: [] }} />);
    expect(screen.getByText(knowledge.noHits)).toBeInTheDocument();
  });
});

describe('the retrieval test dialog', () => {
  it('tells that an agent without knowledge bases has nothing to search, and lists no calls yet', async () => {
    const agent = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    await renderAgents(<RetrievalDialog agentId={agent.id} kbIds={[]} onClose={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const dialog = await screen.findByRole('dialog', { name: knowledge.testRetrieval });
    expect(within(dialog).getByText(knowledge.noneAttached)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: knowledge.search })).toBeDisabled();
    expect(await within(dialog).findByText(knowledge.replayEmpty, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
